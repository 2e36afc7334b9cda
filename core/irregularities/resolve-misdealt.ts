// A card dealt where it should not be (Tasmania 14.1-14.3): to the Player's complete hand, in excess after the coup,
// or to the Banker when the Player was due it. Each resolved from the shoe's actual cards; the explanation is a
// message (issue 24).
import { cardLabel, type Card } from '../cards.ts';
import { ref } from '../i18n/say.ts';
import type { Result } from '../result.ts';
import { coupAt, handsOf, resultRef } from './hands.ts';
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

export function resolvePlayerCardInError(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 14.1';
  const bad = startCheck(s.shoe, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  const p = s.shoe.position;
  const where = p + 4 + (coup?.playerDrew ? 1 : 0);
  const card = s.shoe.cards[where];
  if (!coup || card === undefined) return fail(`${rule}: the shoe has too few cards for this scenario`);
  const hands = handsOf(coup.player, coup.banker);
  const playerWas = {
    point: coup.playerPoint,
    cards: coup.player.map(cardLabel).join(' '),
    card: cardLabel(card),
  };
  if (coup.bankerDrew) {
    return {
      ok: true,
      value: {
        kind: 'player-card-in-error',
        procedure: 'card-to-banker',
        rule,
        hands,
        card,
        mouthCard: null,
        setAside: [],
        drawn: coup.dealt,
        next: nextFrom(s.shoe, p + coup.dealt.length),
        // The Banker drew, so there was no natural: the reason starts "Banker 4 draws ...", a sentence as it stands.
        ...explained(ref('irreg_141_to_banker', { rule, ...playerWas, why: whyBankerDraws(coup) }), hands),
      },
    };
  }
  const mouth = mouthOfShoe(s.shoe, p, where, card, rule);
  return mouthResolution(
    'player-card-in-error',
    coup,
    hands,
    card,
    mouth,
    ref('irreg_141_mouth', { rule: mouth.rule, ...playerWas, why: whyBankerDraws(coup), mouth: mouth.words }),
  );
}

export function resolveExcessCard(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 14.2';
  const bad = startCheck(s.shoe, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  const p = s.shoe.position;
  const end = p + (coup?.dealt.length ?? 0);
  const card = s.shoe.cards[end];
  if (!coup || card === undefined) return fail(`${rule}: the shoe has too few cards for this scenario`);
  const hands = handsOf(coup.player, coup.banker);
  const result = resultRef(hands);
  const after = end + 1;
  const base = {
    kind: 'excess-card' as const,
    rule,
    hands,
    card,
    mouthCard: null,
    drawn: [...coup.dealt, card],
  };
  // The marker is exposed or drawn once the excess card is out when at most the marker separates it from the mouth.
  const markerShown = after >= s.shoe.markerIndex;
  if (!markerShown) {
    return single({
      ...base,
      procedure: 'first-card-next-hand',
      setAside: [],
      next: { deal: true, betting: true, firstCard: card, position: after },
      explanation: ref('irreg_142_first_card', { rule, result }),
    });
  }
  const next = nextFrom(s.shoe, after);
  const m = s.shoe.markerIndex;
  const when =
    m === after
      ? ref('irreg_142_when_exposed', {})
      : m === end
        ? ref('irreg_142_when_after_complete', {})
        : m === p
          ? ref('irreg_142_when_at_start', {})
          : ref('irreg_142_when_during', {});
  const then = next.deal ? ref('irreg_142_then_one_more', {}) : ref('irreg_142_then_none', {});
  const cited = `${rule}, 9.4`;
  return single({
    ...base,
    rule: cited,
    procedure: 'set-aside',
    setAside: [card],
    next,
    explanation: ref('irreg_142_set_aside', { rule: cited, when, then, result }),
  });
}

export function resolveBankerCardForPlayer(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 14.3';
  const bad = startCheck(s.shoe, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  if (!coup) return fail(`${rule}: the shoe has too few cards for this scenario`);
  if (!coup.playerDrew) {
    return fail(
      `${rule} does not apply: the Player stands on ${coup.playerFirstPoint} against Banker ${coup.bankerFirstPoint}, so no card was due to the Player`,
    );
  }
  const card = coup.player[2] as Card;
  const hands = handsOf(coup.player, coup.banker);
  const why = whyBankerDraws(coup);
  const banker = coup.bankerDrew
    ? ref('irreg_143_banker_draws', { card: cardLabel(coup.banker[2] as Card), why })
    : ref('irreg_143_banker_stands', { why });
  const moved = { rule, point: coup.playerFirstPoint, card: cardLabel(card) };
  return {
    ok: true,
    value: {
      kind: 'banker-card-for-player',
      procedure: 'move-to-player-banker-draws',
      rule,
      hands,
      card,
      mouthCard: null,
      setAside: [],
      drawn: coup.dealt,
      next: nextFrom(s.shoe, s.shoe.position + coup.dealt.length),
      explanation: ref('irreg_143_moved', { ...moved, banker, result: resultRef(hands) }),
      procedureExplanation: ref('irreg_143_procedure', moved),
    },
  };
}
