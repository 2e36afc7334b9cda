// Settling a bet after a coup, in integer cents, with every odds figure taken from the table profile:
// Player 1:1 (Tasmania 12.1), Banker 19:20 with the commission deducted or marked in the box (12.2) or even money
// except a win on six pays half (12.4, 13), Tie (12.3), pushes on a tie (6.8), Perfect Pairs (15), Player/Banker
// Pair and Super Six (Deltin guide), Dragon Bonus (dragon-bonus-baccarat.txt).
// Payouts never include a fraction of a cent: the profile's fractionalCents says how a fraction is rounded (down by
// default: the house pays whole cents and does not round in the player's favour), and the working says so.
import { cardLabel, type Card } from './cards.ts';
import { BET_LABELS, oddsLabel, type Bet, type BetName, type Odds, type Outcome } from './bets.ts';
import { commissionMark, commissionOn, commissionRateLabel, commissionWorkingRef } from './commission.ts';
import type { Coup, Side } from './coup.ts';
import {
  commissionBoxRule,
  deltinSideBetRule,
  DRAGON_RULE,
  mainBetRule,
  type MainBetRule,
} from './citations.ts';
import { dragonResult, type DragonKey } from './dragon.ts';
import { betNameRef } from './bet-names.ts';
import { houseName } from './house-name.ts';
import { failure } from './i18n/failure.ts';
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { money } from './i18n/money-param.ts';
import { ref, say, type MessageRef } from './i18n/say.ts';
import { classifyPair, isPair, PAIR_LABELS, PAIR_RULES, pairName, type PairClass } from './pairs.ts';
import { offeredBets, type TableProfile } from './profiles.ts';
import { pushWord, pushWordParam } from './push-word.ts';
import type { Result } from './result.ts';
import { resultWordsRef } from './words.ts';

/** A settlement's detail is a tag matched as data (a payout drill's `detail` constraint, stored drill sets), so it
 *  keeps its English bytes: the English of its message, as a key stores a citation (citations.ts). */
function detailTag(message: MessageRef): string {
  return say(message, BASE_LANGUAGE);
}

const BANKER_SIX = ref('case_banker_six', {});

/** The detail of a Banker win on six (Super Six, six pays half): a payout drill asks for it by this tag. */
export const BANKER_SIX_DETAIL = detailTag(BANKER_SIX);

export interface BetSettlement {
  readonly on: BetName;
  readonly amount: number;
  readonly outcome: Outcome;
  /** Net cents paid to the bettor: the winnings on a win, 0 on a push, −amount on a loss. */
  readonly payout: number;
  /** Cents to mark in the seat's commission box (box collection only; otherwise 0). */
  readonly commission: number;
  /** The odds paid, e.g. "19:20", "8:1"; "" when the bet did not win. */
  readonly odds: string;
  /** "coloured pair", "natural win", "win by 7", "Banker wins with six"; null when there is nothing to add. A tag
   *  matched as data (English, the English of `detailRef`), never shown as words. */
  readonly detail: string | null;
  /** The same detail as a message (issue 24), which a reader is shown in their language; null with `detail`. */
  readonly detailRef: MessageRef | null;
  /** The same facts as data, for code (never read back from `detail`): a winning Perfect Pairs bet's pair class, */
  readonly pairClass: PairClass | null;
  /** a winning Dragon Bonus bet's paytable row, */
  readonly dragonKey: DragonKey | null;
  /** and a Banker or Super Six bet won by the Banker with six. */
  readonly winsWithSix: boolean;
  /** How the payout is worked out: "19:20 of $35.00 is $33.25", in English (for what is not yet translated). */
  readonly working: string;
  /** The same working as a message (issue 24), said in the reader's language. */
  readonly workingRef: MessageRef;
  /** Rule citation: "Tasmania 12.2". */
  readonly rule: string;
}

export type SettleResult<T> = Result<T>;

const EVEN: Odds = { pays: 1, per: 1 };
const HALF: Odds = { pays: 1, per: 2 };

/** Winnings at the given odds in whole cents: a fraction of a cent rounded down, or half-up (profile.fractionalCents). */
export function payAt(
  odds: Odds,
  amount: number,
  fractions: TableProfile['fractionalCents'] = 'down',
): number {
  const num = amount * odds.pays;
  if (fractions === 'down') return Math.floor(num / odds.per);
  return Math.floor((2 * num + odds.per) / (2 * odds.per));
}

/** The house's rounding of a fraction of a cent, as the feedback states it (English; fractionRef). */
export function fractionWords(fractions: TableProfile['fractionalCents']): string {
  return say(fractionRef(fractions), BASE_LANGUAGE);
}

/** The house's rounding of a fraction of a cent, as a message. */
export function fractionRef(fractions: TableProfile['fractionalCents']): MessageRef {
  return ref(fractions === 'down' ? 'settle_fraction_down' : 'settle_fraction_half_up', {});
}

/** Odds as said: "8:1" in English (the odds' own form on the layout), "1 賠 8" in Chinese (GLOSSARY.md). */
export function oddsRef(odds: Odds): MessageRef {
  return ref('settle_odds', { pays: odds.pays, per: odds.per });
}

function winnerText(coup: Coup): MessageRef {
  return resultWordsRef(coup.winner, coup.playerPoint, coup.bankerPoint);
}

/** "Player's first two cards 7♠ 9♥ are not a pair". */
function notAPair(side: Side, a: Card, b: Card): MessageRef {
  return ref(side === 'player' ? 'settle_not_pair_player' : 'settle_not_pair_banker', {
    a: cardLabel(a),
    b: cardLabel(b),
  });
}

const NO_PAIR = ref('eng24c_detail_no_pair', {});

interface Parts {
  outcome: Outcome;
  payout: number;
  commission?: number;
  odds?: string;
  detail: MessageRef | null;
  working: MessageRef;
  rule: string;
  pairClass?: PairClass;
  dragonKey?: DragonKey | null;
  winsWithSix?: boolean;
}

function judge(profile: TableProfile, coup: Coup, bet: Bet): Parts {
  const sym = profile.currency.symbol;
  const m = (c: number) => money(c, sym);
  const { amount } = bet;
  const label = betNameRef(bet.on);
  const lose = (detail: MessageRef | null, rule: string, why: MessageRef = winnerText(coup)): Parts => ({
    outcome: 'lose',
    payout: -amount,
    detail,
    working: ref('settle_lose', { why, bet: label, amount: m(amount) }),
    rule,
  });
  const win = (odds: Odds, detail: MessageRef | null, rule: string): Parts => {
    const payout = payAt(odds, amount, profile.fractionalCents);
    const of = odds.per > 1;
    const exact = (amount * odds.pays) % odds.per === 0;
    const said = { odds: oddsRef(odds), amount: m(amount), payout: m(payout) };
    return {
      outcome: 'win',
      payout,
      odds: oddsLabel(odds),
      detail,
      working: exact
        ? ref(of ? 'settle_win_of' : 'settle_win_on', said)
        : ref(of ? 'settle_win_of_fraction' : 'settle_win_on_fraction', {
            ...said,
            fraction: fractionRef(profile.fractionalCents),
          }),
      rule,
    };
  };
  const push = (detail: MessageRef | null, rule: string): Parts => ({
    outcome: 'push',
    payout: 0,
    detail,
    working: ref('settle_push', {
      result: winnerText(coup),
      bet: label,
      amount: m(amount),
      word: pushWordParam(pushWord(profile)),
    }),
    rule,
  });

  // Each rule is cited from the document that states it at this house (core/citations.ts).
  const cite = (rule: MainBetRule): string => mainBetRule(profile, rule);
  switch (bet.on) {
    case 'player':
      if (coup.winner === 'tie') return push(null, cite('main-push'));
      return coup.winner === 'player'
        ? win(EVEN, null, cite('player-wins'))
        : lose(null, cite('player-loses'));
    case 'banker': {
      if (coup.winner === 'tie') return push(null, cite('main-push'));
      if (coup.winner === 'player') return lose(null, cite('banker-loses'));
      const rule = profile.banker;
      if (rule.kind === 'six-pays-half') {
        if (coup.bankerPoint !== 6) return win(EVEN, null, cite('banker-wins-even'));
        const payout = payAt(HALF, amount, profile.fractionalCents);
        return {
          outcome: 'win',
          payout,
          odds: oddsLabel(HALF),
          detail: BANKER_SIX,
          winsWithSix: true,
          working:
            amount % 2 === 1
              ? ref('settle_six_half_odd', {
                  amount: m(amount),
                  payout: m(payout),
                  fraction: fractionRef(profile.fractionalCents),
                })
              : ref('settle_six_half', { amount: m(amount), payout: m(payout) }),
          // Federal Baccarat cites Tasmania 12.4 and 13; the same rule at Deltin cites the Deltin guide.
          rule: cite('banker-wins-six-half'),
        };
      }
      const rate = commissionRateLabel(rule.odds);
      if (rule.collection === 'box') {
        const commission = commissionMark(profile, amount);
        return {
          outcome: 'win',
          payout: amount,
          commission,
          odds: oddsLabel(EVEN),
          detail: ref('eng_settle_box_detail', { amount: m(commission) }),
          working: ref('settle_box', {
            odds: oddsRef(EVEN),
            amount: m(amount),
            commission: commissionWorkingRef(profile, amount),
          }),
          rule: commissionBoxRule(profile),
        };
      }
      const commission = commissionOn(profile, amount);
      const payout = amount - commission;
      const fair = (amount * rule.odds.pays) / rule.odds.per;
      return {
        outcome: 'win',
        payout,
        odds: oddsLabel(rule.odds),
        detail: null,
        working:
          rule.rounding === 'exact' && Number.isInteger(fair)
            ? ref('settle_deducted', {
                odds: oddsRef(rule.odds),
                amount: m(amount),
                payout: m(payout),
                rate,
                commission: m(commission),
              })
            : // The commission's rounding changed the payment (issue 23): both steps, the commission as rounded and
              // then the stake less it, never "19:20 of $118.00 … is $112.00".
              ref('settle_deducted_rounded', {
                odds: oddsRef(rule.odds),
                amount: m(amount),
                working: commissionWorkingRef(profile, amount),
                commission: m(commission),
                payout: m(payout),
              }),
        rule: cite('banker-wins-commission'),
      };
    }
    case 'tie':
      return coup.winner === 'tie' ? win(profile.tie, null, cite('tie-wins')) : lose(null, cite('tie-loses'));
    case 'perfect_pair_player':
    case 'perfect_pair_banker': {
      const table = profile.perfectPairs;
      if (!table) throw new Error('unreachable: perfect pairs not offered');
      const hand = bet.on === 'perfect_pair_player' ? coup.player : coup.banker;
      const [a, b] = hand as [(typeof hand)[0], (typeof hand)[0]];
      const cls = classifyPair(a, b);
      if (cls === null)
        return lose(
          NO_PAIR,
          'Tasmania 15.6b',
          notAPair(bet.on === 'perfect_pair_player' ? 'player' : 'banker', a, b),
        );
      return { ...win(table[cls], PAIR_LABELS[cls], PAIR_RULES[cls]), pairClass: cls };
    }
    case 'player_pair':
    case 'banker_pair': {
      const table = profile.pairs;
      if (!table) throw new Error('unreachable: pairs not offered');
      const hand = bet.on === 'player_pair' ? coup.player : coup.banker;
      const [a, b] = hand as [(typeof hand)[0], (typeof hand)[0]];
      const rule = deltinSideBetRule(bet.on, table.odds);
      if (!isPair(a, b))
        return lose(NO_PAIR, rule, notAPair(bet.on === 'player_pair' ? 'player' : 'banker', a, b));
      return win(table.odds, pairName(a), rule);
    }
    case 'super_six': {
      const table = profile.superSix;
      if (!table) throw new Error('unreachable: super six not offered');
      const rule = deltinSideBetRule('super_six', table.odds);
      if (coup.winner === 'banker' && coup.bankerPoint === 6)
        return { ...win(table.odds, BANKER_SIX, rule), winsWithSix: true };
      const detail =
        coup.winner === 'banker' ? ref('case_banker_wins_with', { point: coup.bankerPoint }) : null;
      return lose(detail, rule);
    }
    case 'dragon_player':
    case 'dragon_banker': {
      const table = profile.dragonBonus;
      if (!table) throw new Error('unreachable: dragon bonus not offered');
      const side: Side = bet.on === 'dragon_player' ? 'player' : 'banker';
      const r = dragonResult(coup, side, table);
      if (r.outcome === 'push') return push(r.detailRef, DRAGON_RULE);
      if (r.outcome === 'lose' || r.odds === null) return lose(r.detailRef, DRAGON_RULE);
      return { ...win(r.odds, r.detailRef, DRAGON_RULE), dragonKey: r.key };
    }
  }
}

/** Every odds figure a bet can be paid at this profile (the payout and commission are worked out from them). */
function oddsOf(profile: TableProfile, on: BetName): Odds[] {
  switch (on) {
    case 'player':
      return [EVEN];
    case 'banker':
      return profile.banker.kind === 'commission' ? [EVEN, profile.banker.odds] : [EVEN, HALF];
    case 'tie':
      return [profile.tie];
    case 'perfect_pair_player':
    case 'perfect_pair_banker':
      return profile.perfectPairs ? Object.values(profile.perfectPairs) : [];
    case 'player_pair':
    case 'banker_pair':
      return profile.pairs ? [profile.pairs.odds] : [];
    case 'super_six':
      return profile.superSix ? [profile.superSix.odds] : [];
    case 'dragon_player':
    case 'dragon_banker':
      return profile.dragonBonus
        ? [profile.dragonBonus.natural, ...Object.values(profile.dragonBonus.margins)]
        : [];
  }
}

/**
 * Checks the bet is on offer, a positive whole number of cents, and small enough that its payout at any of its odds is
 * counted exactly (integer cents stay below 2^53); the message names what is wrong (its English is the words the
 * command line always wrote).
 */
export function checkBet(profile: TableProfile, bet: Bet): MessageRef | null {
  const bets = offeredBets(profile).join(', ');
  if (!offeredBets(profile).includes(bet.on)) {
    const known = Object.hasOwn(BET_LABELS, bet.on);
    const name = known ? betNameRef(bet.on) : ref('cli24_bet_unknown_name', { name: String(bet.on) });
    return ref('cli24_bet_not_offered', { bet: name, house: houseName(profile), bets });
  }
  const label = betNameRef(bet.on);
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
    return ref('cli24_bet_amount_whole', { bet: label, amount: String(bet.amount) });
  }
  const overflows = oddsOf(profile, bet.on).find(
    (o) => !Number.isSafeInteger(bet.amount * o.pays) || !Number.isSafeInteger(bet.amount * o.per),
  );
  if (overflows) {
    return ref('cli24_bet_amount_too_large', {
      bet: label,
      amount: String(bet.amount),
      odds: oddsRef(overflows),
      max: String(Number.MAX_SAFE_INTEGER),
    });
  }
  return null;
}

export function settleBet(profile: TableProfile, coup: Coup, bet: Bet): SettleResult<BetSettlement> {
  const problem = checkBet(profile, bet);
  if (problem) return failure(problem);
  const p = judge(profile, coup, bet);
  return {
    ok: true,
    value: {
      on: bet.on,
      amount: bet.amount,
      outcome: p.outcome,
      payout: p.payout,
      commission: p.commission ?? 0,
      odds: p.odds ?? '',
      detail: p.detail === null ? null : detailTag(p.detail),
      detailRef: p.detail,
      pairClass: p.pairClass ?? null,
      dragonKey: p.dragonKey ?? null,
      winsWithSix: p.winsWithSix ?? false,
      working: say(p.working, BASE_LANGUAGE),
      workingRef: p.working,
      rule: p.rule,
    },
  };
}

/** Settles every bet, or names the first bad one ("bet 2: ..."). */
export function settleBets(
  profile: TableProfile,
  coup: Coup,
  bets: readonly Bet[],
): SettleResult<BetSettlement[]> {
  const out: BetSettlement[] = [];
  for (const [i, bet] of bets.entries()) {
    const r = settleBet(profile, coup, bet);
    if (!r.ok) return failure(ref('cli24_bet_n', { n: i + 1, problem: r.phrase ?? r.error }));
    out.push(r.value);
  }
  return { ok: true, value: out };
}
