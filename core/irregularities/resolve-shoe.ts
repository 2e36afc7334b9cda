// What goes wrong with the shoe itself (Tasmania 14.4-14.6) and the last coup (9.4): a card found face up, a shoe
// that runs out, cards whose order is lost, and whether a coup starts at the marker. Each resolved from the shoe's
// actual cards; the explanation is a message (issue 24).
import { cardLabel } from '../cards.ts';
import { canStartCoup, isLastCoup } from '../shoe.ts';
import { ref } from '../i18n/say.ts';
import type { Result } from '../result.ts';
import { coupAt, dealUntilShort, handsOf, placeOf, resultRef, voidHands } from './hands.ts';
import type { Resolution, Scenario } from './scenario.ts';
import {
  explained,
  fail,
  mouthOfShoe,
  mouthResolution,
  nextFrom,
  single,
  startCheck,
  whyBankerDraws,
} from './working.ts';

export function resolveFaceUpInShoe(s: Scenario & { kind: 'face-up-in-shoe' }): Result<Resolution> {
  const rule = 'Tasmania 14.4';
  const bad = startCheck(s.shoe, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  const p = s.shoe.position;
  if (!coup) return fail(`${rule}: the shoe has too few cards for this scenario`);
  const o = s.offset;
  const card = s.shoe.cards[p + o];
  if (!Number.isInteger(o) || o < 0 || o > coup.dealt.length || card === undefined) {
    return fail(
      `${rule}: offset ${o} is not a card of this coup or the one after it (0..${coup.dealt.length})`,
    );
  }
  const hands = handsOf(coup.player, coup.banker);
  if (o < coup.dealt.length) {
    return {
      ok: true,
      value: {
        kind: 'face-up-in-shoe',
        procedure: 'use-by-table-of-play',
        rule,
        hands,
        card,
        mouthCard: null,
        setAside: [],
        drawn: coup.dealt,
        next: nextFrom(s.shoe, p + coup.dealt.length),
        ...explained(ref('irreg_144_used', { rule, card: cardLabel(card), place: placeOf(coup, o) }), hands),
      },
    };
  }
  const mouth = mouthOfShoe(s.shoe, p, p + o, card, `${rule}, 14.1`);
  return mouthResolution(
    'face-up-in-shoe',
    coup,
    hands,
    card,
    mouth,
    ref('irreg_144_complete', { rule: mouth.rule, why: whyBankerDraws(coup), mouth: mouth.words }),
  );
}

export function resolveInsufficient(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 14.5';
  const bad = startCheck(s.shoe, rule);
  if (bad) return fail(bad);
  const dealt = dealUntilShort(s.shoe);
  if (dealt.complete) {
    return fail(`${rule} does not apply: the shoe holds enough cards to complete this coup`);
  }
  const count = dealt.drawn.length;
  return single({
    kind: 'insufficient-cards',
    procedure: 'void-hand',
    rule,
    hands: voidHands(dealt.player, dealt.banker),
    card: null,
    mouthCard: null,
    setAside: [],
    drawn: dealt.drawn,
    next: { deal: false, betting: true, firstCard: null, position: s.shoe.cards.length },
    explanation: count === 1 ? ref('irreg_145_void_one', { rule }) : ref('irreg_145_void', { rule, count }),
  });
}

export function resolveOrderUnknown(s: Scenario & { kind: 'order-unknown' }): Result<Resolution> {
  const rule = 'Tasmania 14.6';
  const bad = startCheck(s.shoe, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  if (!coup) return fail(`${rule}: the shoe has too few cards for this scenario`);
  const n = s.after;
  if (!Number.isInteger(n) || n < 1 || n > coup.dealt.length) {
    return fail(`${rule}: ${n} is not a number of cards dealt in this coup (1..${coup.dealt.length})`);
  }
  const position = s.shoe.position + n;
  const next = nextFrom(s.shoe, position);
  const then = next.deal ? ref('irreg_146_next_deal', {}) : ref('irreg_146_next_none', {});
  return single({
    kind: 'order-unknown',
    procedure: 'void-coup',
    rule,
    hands: voidHands(),
    card: null,
    mouthCard: null,
    setAside: [],
    drawn: coup.dealt.slice(0, n),
    next,
    explanation:
      n === 1
        ? ref('irreg_146_void_one', { rule, next: then })
        : ref('irreg_146_void', { rule, count: n, next: then }),
  });
}

/**
 * Tasmania 9.4 read literally, as shoe.ts does: a coup may start with the marker exposed or just removed, and the coup
 * in which the marker appears is the last. (DEALING.md's house practice, "the current coup is completed and one more
 * coup is dealt", differs when the marker appears in the middle of a coup; a house that deals one more would need a
 * profile setting.)
 */
export function resolveLastCoup(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 9.4';
  const p = s.shoe.position;
  const m = s.shoe.markerIndex;
  const base = { kind: 'last-coup' as const, rule, card: null, mouthCard: null, setAside: [] };
  if (!canStartCoup(s.shoe)) {
    // The marker is drawn after cards[m - 1]; cards[m] .. cards[p - 1] are the playing cards drawn after it.
    const after = p - m;
    return single({
      ...base,
      procedure: 'no-new-coup',
      hands: voidHands(),
      drawn: [],
      next: { deal: false, betting: true, firstCard: null, position: p },
      explanation:
        after === 1 ? ref('irreg_94_no_new_one', { rule }) : ref('irreg_94_no_new', { rule, count: after }),
    });
  }
  const coup = coupAt(s.shoe);
  if (!coup) return fail(`${rule}: the shoe has too few cards to deal this coup (see Tasmania 14.5)`);
  const hands = handsOf(coup.player, coup.banker);
  const end = p + coup.dealt.length;
  if (isLastCoup(s.shoe, coup.dealt.length)) {
    // The marker comes out after the coup's (m - p)th card: "first" .. "sixth" (a coup has at most six).
    const when =
      p === m
        ? ref('irreg_94_when_exposed', {})
        : ref('irreg_94_when_after', { ordinal: ref(`irr_ordinal_${m - p}` as 'irr_ordinal_1', {}) });
    return single({
      ...base,
      procedure: 'last-coup',
      hands,
      drawn: coup.dealt,
      next: { deal: false, betting: true, firstCard: null, position: end },
      explanation: ref('irreg_94_last', { rule, when, result: resultRef(hands) }),
    });
  }
  return single({
    ...base,
    procedure: 'deal-normally',
    hands,
    drawn: coup.dealt,
    next: nextFrom(s.shoe, end),
    explanation: ref('irreg_94_normal', { rule, count: m - p, result: resultRef(hands) }),
  });
}
