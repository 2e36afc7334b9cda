// A skill's mastery level (data: core/progress/progress-schemas.ts) in the interface language, as home, the progress
// page and the dashboard show it. The English words are the levels' own names, as the screens showed them before.
import type { MasteryLevel } from '../../core/drills/mastery.ts';
import { m } from '../../i18n/paraglide/messages.js';

const TEXT: Record<MasteryLevel, () => string> = {
  new: m.mastery_level_new,
  learning: m.mastery_level_learning,
  practised: m.mastery_level_practised,
  mastered: m.mastery_level_mastered,
};

export function levelText(level: MasteryLevel): string {
  return TEXT[level]();
}
