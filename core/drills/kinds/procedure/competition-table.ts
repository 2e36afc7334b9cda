// The competition table the procedure drill's competition topics share: its limits in the competition's units, and
// the situation lines (every word a message, said in the trainee's language).
import { ref } from '../../../i18n/say.ts';
import { amountUnit } from '../stake.ts';
import { type Tools } from './tools.ts';

/** Said in the trainee's language (issue 24): every word here is a message. */
export const SITUATION = ref('proc_comp_situation', {});
export const FACE_DOWN = ref('proc_comp_situation_face_down', {});

/** The competition's limits: the table's main limits, in the competition's units (16.4.6). */
export function competitionLimits(t: Tools) {
  return { ...t.ctx.profile.limits.main, unit: t.ctx.profile.competition?.unit ?? amountUnit(t.ctx.profile) };
}
