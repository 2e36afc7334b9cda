// Table procedures, one module per rule area under ./procedure/: the shuffle and cut (Tasmania 5.3-5.5) and the burn,
// the cards (4.4, casino guide), wagers (6, 13, Deltin guide), side wagers (15.2-15.5, Dragon Bonus guide), the squeeze
// (9.3), limits (7) and competition play (16). Each item is one situation with one or two
// questions: a choice (seat numbers, yes/no, or lettered options) or an amount in cents. The answers come from the
// engine (core/cut.ts, core/squeeze.ts, core/limits.ts, core/competition.ts), never from the drill modules.
import { houseName } from '../../house-name.ts';
import { z } from 'zod';
import { money } from '../../i18n/money-param.ts';
import type { DrillKindModule } from './kind.ts';
import { ODD_STAKES } from './constraint-field.ts';
import { oddStakesConstraint } from './stake.ts';
import { buildItem } from './kind.ts';
import type { TableProfile } from '../../profiles.ts';
import { CARDS } from './procedure/cards.ts';
import { COMPETITION } from './procedure/competition.ts';
import { COMPETITION_SESSION } from './procedure/competition-session.ts';
import { LIMITS } from './procedure/limits.ts';
import { SHUFFLE_AND_CUT } from './procedure/shuffle-and-cut.ts';
import { SECRET_WAGERS } from './procedure/secret-wagers.ts';
import { SIDE_BETS } from './procedure/side-bets.ts';
import { SQUEEZE } from './procedure/squeeze.ts';
import type { Builder, Tools } from './procedure/tools.ts';
import { WAGERS } from './procedure/wagers.ts';
import { PROCEDURE_TOPICS, type ProcedureArea, type ProcedureTopic } from './procedure/topics.ts';
import { ref, type MessageRef } from '../../i18n/say.ts';
import { english } from '../../i18n/phrase.ts';
import { CONSTRAINT_WORDS } from './constraint-words.ts';

export { PROCEDURE_TOPICS, type ProcedureArea, type ProcedureTopic };
/** An area or topic in the set editor's choices, a message (issue 24). */
function areaLabelRef(area: string): MessageRef {
  return ref(`case24_area_${area.replace(/-/g, '_')}` as 'case24_area_cut', {});
}
function topicLabelRef(topic: string): MessageRef {
  return ref(`case24_topic_${topic.replace(/-/g, '_')}` as 'case24_topic_burn', {});
}
const AREAS = Object.keys(PROCEDURE_TOPICS) as ProcedureArea[];
const TOPICS = Object.values(PROCEDURE_TOPICS).flat() as [ProcedureTopic, ...ProcedureTopic[]];
/** Every topic of competition play (Tasmania 16): drilled only at a house that declares it. */
const COMPETITION_TOPICS: ReadonlySet<ProcedureTopic> = new Set([
  ...PROCEDURE_TOPICS.competition,
  ...PROCEDURE_TOPICS['secret-wagers'],
  ...PROCEDURE_TOPICS['competition-session'],
]);

export const procedureConstraints = z
  .object({
    /** A group of topics; by default a group is chosen uniformly, then a topic in it. */
    area: z.enum(AREAS as [ProcedureArea, ...ProcedureArea[]]).optional(),
    topic: z.enum(TOPICS).optional(),
    /** Stakes of any amount the chips make, not round ones (a section about odd amounts). */
    oddStakes: oddStakesConstraint,
  })
  .strict()
  .refine(
    (k) =>
      k.area === undefined ||
      k.topic === undefined ||
      (PROCEDURE_TOPICS[k.area] as readonly string[]).includes(k.topic),
    { message: english(CONSTRAINT_WORDS.topicNotInArea), path: ['topic'] },
  );
type ProcedureConstraints = z.infer<typeof procedureConstraints>;

const BUILDERS: Record<ProcedureTopic, Builder> = {
  ...SHUFFLE_AND_CUT,
  ...CARDS,
  ...WAGERS,
  ...SIDE_BETS,
  ...SQUEEZE,
  ...LIMITS,
  ...COMPETITION,
  ...SECRET_WAGERS,
  ...COMPETITION_SESSION,
};

/**
 * Why a topic cannot be drilled at this house, or null when it can. A topic is drilled only where the profile's data
 * says the rule applies: the squeeze where it is played, Perfect Pairs and the Dragon Bonus where they are offered,
 * Deltin's change of bets at a house following the Deltin guide, the Federal notice at a Tasmanian Federal table, the
 * burn where the house burns, competition play (Tasmania 16) where the house declares it. The reason is a message,
 * and so is the generate error that gives it.
 */
export function topicUnavailable(topic: ProcedureTopic, p: TableProfile): MessageRef | null {
  const house = houseName(p);
  if ((PROCEDURE_TOPICS.squeeze as readonly string[]).includes(topic) && !p.squeeze)
    return ref('proc_kind_no_squeeze', { house });
  if (topic === 'burn' && !p.burn) return ref('proc_kind_no_burn', { house });
  if (COMPETITION_TOPICS.has(topic) && !p.competition) return ref('proc_kind_no_competition', { house });
  if ((topic === 'pp-wager' || topic === 'pp-only-coup') && !p.perfectPairs)
    return ref('proc_kind_no_perfect_pairs', { house });
  if (topic === 'dragon-main' && !p.dragonBonus) return ref('proc_kind_no_dragon', { house });
  if (topic === 'deltin-tie' && !p.source.startsWith('Deltin')) return ref('proc_kind_no_deltin', { house });
  // The profile's source names the guide it follows (data, compared as written).
  if (topic === 'no-touch' && !/^Casino Baccarat guide/.test(p.source))
    return ref('proc_kind_no_casino_guide', { house });
  if (topic === 'federal-notice' && !(p.banker.kind === 'six-pays-half' && p.source.startsWith('Tasmania')))
    return ref('proc_kind_not_federal', { house });
  return null;
}

export const procedure: DrillKindModule = {
  kind: 'procedure',
  label: ref('kind_label_procedure', {}),
  speedTargetMs: 15_000,
  constraintFields: [
    {
      key: 'area',
      label: ref('proc_kind_field_area', {}),
      control: 'choice',
      options: Object.keys(PROCEDURE_TOPICS).map((a) => ({ value: a, label: areaLabelRef(a) })),
    },
    {
      key: 'topic',
      label: ref('proc_kind_field_topic', {}),
      control: 'choice',
      options: Object.values(PROCEDURE_TOPICS)
        .flat()
        .map((t) => ({ value: t, label: topicLabelRef(t) })),
      help: ref('proc_kind_field_topic_help', {}),
    },
    ODD_STAKES,
  ],
  rule: 'Tasmania 4.4, 5.3-5.5, 6, 7, 9.3, 13, 15.2-15.5, 16; casino, Deltin and Dragon Bonus guides',
  constraints: procedureConstraints,
  generate(ctx) {
    const k = ctx.constraints as ProcedureConstraints;
    const p = ctx.profile;
    if (k.topic !== undefined) {
      const why = topicUnavailable(k.topic, p);
      if (why) return { ok: false, error: ref('proc_kind_choose_topic', { why }) };
    }
    const open = (a: ProcedureArea): ProcedureTopic[] =>
      PROCEDURE_TOPICS[a].filter((x) => topicUnavailable(x, p) === null);
    if (k.area !== undefined && open(k.area).length === 0) {
      const why = topicUnavailable(PROCEDURE_TOPICS[k.area][0], p);
      return { ok: false, error: ref('proc_kind_choose_area', { why: why ?? k.area }) };
    }
    const topic =
      k.topic ?? ctx.rng.pick(open(k.area ?? ctx.rng.pick(AREAS.filter((a) => open(a).length > 0))));
    const t: Tools = { ctx, rng: ctx.rng, m: (c) => money(c, p.currency.symbol) };
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
      'squeeze-nobody': 'squeeze',
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
      'comp-wager-time': 'wager-time',
      'comp-indicator': 'indicator',
      'comp-eliminated': 'eliminated',
      'comp-eliminated-live': 'eliminated',
      'comp-cards-dealer': 'comp-cards',
      'comp-cards-equal': 'comp-cards',
      'comp-cards-highest': 'comp-cards',
      'comp-cards-wrong-player': 'comp-cards-irregular',
      'comp-cards-not-exposed': 'comp-cards-irregular',
      'secret-count-tie': 'secret-count',
      'secret-hand-over': 'secret-procedure',
      'secret-examine': 'secret-procedure',
      'secret-announce': 'secret-procedure',
      'secret-request-in-time': 'secret-procedure',
      'secret-request-late': 'secret-procedure',
      'secret-final': 'secret-procedure',
      'comp-late': 'late-player',
      'comp-late-cash': 'late-player',
      'comp-absent': 'absent-player',
      'comp-absent-cash': 'absent-player',
      'comp-chips-concealed': 'chips-in-view',
      'comp-chips-in-view': 'chips-in-view',
      'comp-winner': 'session-winner',
      'comp-winner-level': 'session-winner',
      'comp-shared-prize': 'shared-prize',
      'comp-all-eliminated': 'all-eliminated',
      'cards-replaced': 'cards-replaced',
      'no-touch': 'no-touch',
      'wager-cash': 'chips-only',
      'wager-chips': 'chips-only',
      'late-wager-before': 'no-more-bets',
      'late-wager-make': 'no-more-bets',
      'late-wager-withdraw': 'no-more-bets',
      'late-wager-increase': 'no-more-bets',
      'standing-allowed': 'standing-players',
      'standing-too-many': 'standing-players',
      'deltin-tie-change': 'deltin-tie',
      'federal-notice': 'federal-notice',
      'pp-only-coup': 'pp-only-coup',
      'dragon-no-main': 'dragon-main',
      'dragon-with-main': 'dragon-main',
      'squeeze-standing': 'squeeze-standing',
      'squeeze-discs': 'squeeze-discs',
      'squeeze-informed': 'squeeze-informed',
      'squeeze-one-set': 'squeeze-one-set',
      'limit-multiples': 'multiples',
      'limit-multiples-notice': 'multiples',
      'partnership-within': 'partnership',
      'partnership-over': 'partnership',
      'limit-change-consent': 'limit-change',
      'limit-change-notice': 'limit-change',
    };
    const topic =
      byTag[tag] ??
      (tag.startsWith('secret-')
        ? 'secret-wager'
        : tag.startsWith('pp-wager-')
          ? 'pp-wager'
          : tag.startsWith('comp-wagers-')
            ? 'seat-wagers'
            : undefined);
    return topic ? { topic } : null;
  },
};
