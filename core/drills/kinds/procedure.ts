// Table procedures, one module per rule area under ./procedure/: the shuffle and cut (Tasmania 5.3-5.5) and the burn,
// the squeeze (9.3), limits (7.3-7.5) and competition play (16.4-16.8). Each item is one situation with one or two
// questions: a choice (seat numbers, yes/no, or lettered options) or an amount in cents. The answers come from the
// engine (core/cut.ts, core/squeeze.ts, core/limits.ts, core/competition.ts), never from the drill modules.
import { z } from 'zod';
import { formatCents } from '../../money.ts';
import type { DrillKindModule } from './kind.ts';
import { buildItem } from './kind.ts';
import { COMPETITION } from './procedure/competition.ts';
import { LIMITS } from './procedure/limits.ts';
import { SHUFFLE_AND_CUT } from './procedure/shuffle-and-cut.ts';
import { SQUEEZE } from './procedure/squeeze.ts';
import type { Builder, Tools } from './procedure/tools.ts';
import { PROCEDURE_TOPICS, type ProcedureArea, type ProcedureTopic } from './procedure/topics.ts';

export { PROCEDURE_TOPICS, type ProcedureArea, type ProcedureTopic };
const AREAS = Object.keys(PROCEDURE_TOPICS) as ProcedureArea[];
const TOPICS = Object.values(PROCEDURE_TOPICS).flat() as [ProcedureTopic, ...ProcedureTopic[]];

export const procedureConstraints = z
  .object({
    /** A group of topics; by default a group is chosen uniformly, then a topic in it. */
    area: z.enum(AREAS as [ProcedureArea, ...ProcedureArea[]]).optional(),
    topic: z.enum(TOPICS).optional(),
  })
  .strict()
  .refine(
    (k) =>
      k.area === undefined ||
      k.topic === undefined ||
      (PROCEDURE_TOPICS[k.area] as readonly string[]).includes(k.topic),
    { message: 'this topic is not in that area', path: ['topic'] },
  );
type ProcedureConstraints = z.infer<typeof procedureConstraints>;

const BUILDERS: Record<ProcedureTopic, Builder> = {
  ...SHUFFLE_AND_CUT,
  ...SQUEEZE,
  ...LIMITS,
  ...COMPETITION,
};

export const procedure: DrillKindModule = {
  kind: 'procedure',
  rule: 'Tasmania 5.3-5.5, 7.3-7.5, 9.3, 16.4-16.8',
  constraints: procedureConstraints,
  generate(ctx) {
    const k = ctx.constraints as ProcedureConstraints;
    const p = ctx.profile;
    if (k.topic === 'squeeze' && !p.squeeze) {
      return { ok: false, error: `${p.name} does not play the squeeze (Tasmania 9.3): choose another topic` };
    }
    if (k.area === 'squeeze' && !p.squeeze) {
      return { ok: false, error: `${p.name} does not play the squeeze (Tasmania 9.3): choose another area` };
    }
    const topic =
      k.topic ??
      ctx.rng.pick(
        PROCEDURE_TOPICS[k.area ?? ctx.rng.pick(AREAS.filter((a) => a !== 'squeeze' || p.squeeze))],
      );
    const t: Tools = { ctx, rng: ctx.rng, m: (c) => formatCents(c, p.currency.symbol) };
    return { ok: true, item: buildItem(ctx, 'procedure', BUILDERS[topic](t)) };
  },
  constraintsForCase(tag) {
    const byTag: Record<string, ProcedureTopic> = {
      'cut-valid': 'cut-valid',
      'cut-invalid': 'cut-valid',
      'cut-offer-first': 'cut-offer',
      'cut-offer-next': 'cut-offer',
      marker: 'marker',
      burn: 'burn',
      'squeeze-refused': 'squeeze',
      'squeeze-equal': 'squeeze',
      'squeeze-highest': 'squeeze',
      'squeeze-dealer': 'squeeze',
      'limit-over': 'over-maximum',
      'limit-under-returned': 'under-minimum',
      'limit-under-first': 'under-minimum',
      'limit-pro-rata': 'pro-rata',
      'puck-start': 'puck',
      'puck-move': 'puck',
      'comp-tie-change': 'tie-change',
      'comp-no-alter': 'tie-change',
      'comp-out-of-sequence': 'tie-change',
      'comp-top-up': 'top-up',
      'comp-play-off': 'play-off',
    };
    const topic = byTag[tag] ?? (tag.startsWith('secret-') ? 'secret-wager' : undefined);
    return topic ? { topic } : null;
  },
};
