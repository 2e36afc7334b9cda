// What the layout shows for a profile: the bet areas of each seat and the lines of the table notice.
import { BET_NAMES, offeredBets, oddsLabel, type BetName } from '../../core/bets.ts';
import { m as msg } from '../../i18n/paraglide/messages.js';
import { baseLocale, getLocale } from '../../i18n/paraglide/runtime.js';
import type { SceneBet, TableScene } from '../../core/drills/types.ts';
import type { TableProfile } from '../../core/profiles.ts';
import { formatCents } from './money.ts';
import { commissionRateLabel } from '../../core/commission.ts';
import { sayPhrase } from '../../core/i18n/phrase.ts';
import type { Language } from '../../core/i18n/languages.ts';

/** Layout and settling order of the bet areas (main bets first). */
export const SETTLE_ORDER: readonly BetName[] = BET_NAMES;

/** Short names printed in the bet areas, in the interface language (issue 24). */
const BET_SHORT: Record<BetName, () => string> = {
  player: msg.ui_area_player,
  banker: msg.ui_area_banker,
  tie: msg.ui_area_tie,
  player_pair: msg.ui_area_player_pair,
  banker_pair: msg.ui_area_banker_pair,
  perfect_pair_player: msg.ui_area_perfect_pair_player,
  perfect_pair_banker: msg.ui_area_perfect_pair_banker,
  super_six: msg.ui_area_super_six,
  dragon_player: msg.ui_area_dragon_player,
  dragon_banker: msg.ui_area_dragon_banker,
};

/** A bet's full name on screen ("Player Pair"), in the interface language. */
const BET_NAMES_SHOWN: Record<BetName, () => string> = {
  player: msg.ui_bet_player,
  banker: msg.ui_bet_banker,
  tie: msg.ui_bet_tie,
  player_pair: msg.ui_bet_player_pair,
  banker_pair: msg.ui_bet_banker_pair,
  perfect_pair_player: msg.ui_bet_perfect_pair_player,
  perfect_pair_banker: msg.ui_bet_perfect_pair_banker,
  super_six: msg.ui_bet_super_six,
  dragon_player: msg.ui_bet_dragon_player,
  dragon_banker: msg.ui_bet_dragon_banker,
};

// The settle keys live in the keymap with every other drill key; Table and AnswerPanel still import them from here.
export { BET_KEYS } from './keymap.ts';

/** The bet areas of each seat: those the profile offers, plus any a scene's bets use (in layout order). */
export function betAreas(profile: TableProfile | null, bets: readonly SceneBet[]): BetName[] {
  const names = new Set<BetName>(profile ? offeredBets(profile) : ['player', 'banker', 'tie']);
  for (const b of bets) names.add(b.on);
  return SETTLE_ORDER.filter((b) => names.has(b));
}

/** The name printed in a bet area; the Tie area carries the house's odds (8:1, or 9:1 as a house option). */
export function areaLabel(on: BetName, profile: TableProfile | null): string {
  return on === 'tie' && profile ? msg.ui_area_tie_odds({ odds: oddsLabel(profile.tie) }) : BET_SHORT[on]();
}

/** The table notice (Tasmania 7: limits displayed at the table), line by line, in the language given (the interface
 *  language by default; issue 24). */
export function noticeLines(p: TableProfile, locale: Language = getLocale()): string[] {
  const o = { locale };
  const m = (c: number) => formatCents(c, p.currency.symbol);
  const main = { min: m(p.limits.main.min), max: m(p.limits.main.max) };
  const lines: string[] = [
    msg.ui_nl_player(main, o),
    p.banker.kind === 'commission'
      ? p.banker.collection === 'box'
        ? msg.ui_nl_banker_box(
            { ...main, odds: oddsLabel(p.banker.odds), rate: commissionRateLabel(p.banker.odds) },
            o,
          )
        : msg.ui_nl_banker({ ...main, odds: oddsLabel(p.banker.odds) }, o)
      : msg.ui_nl_banker_six(main, o),
    msg.ui_nl_tie({ min: m(p.limits.tie.min), max: m(p.limits.tie.max), odds: oddsLabel(p.tie) }, o),
  ];
  const range = `${m(p.limits.side.min)} – ${m(p.limits.side.max)}`;
  if (p.perfectPairs) {
    const pp = p.perfectPairs;
    lines.push(
      msg.ui_nl_perfect(
        {
          range,
          mixed: oddsLabel(pp.mixed),
          coloured: oddsLabel(pp.coloured),
          perfect: oddsLabel(pp.perfect),
        },
        o,
      ),
    );
  }
  if (p.pairs) lines.push(msg.ui_nl_pairs({ range, odds: oddsLabel(p.pairs.odds) }, o));
  if (p.superSix) lines.push(msg.ui_nl_super_six({ range, odds: oddsLabel(p.superSix.odds) }, o));
  if (p.dragonBonus) {
    const d = p.dragonBonus.margins;
    lines.push(
      msg.ui_nl_dragon(
        {
          range,
          natural: oddsLabel(p.dragonBonus.natural),
          d9: oddsLabel(d['9']),
          d8: oddsLabel(d['8']),
          d7: oddsLabel(d['7']),
          d6: oddsLabel(d['6']),
          d5: oddsLabel(d['5']),
          d4: oddsLabel(d['4']),
        },
        o,
      ),
    );
  }
  if (p.limits.maxCollectiveLiability !== null) {
    lines.push(msg.ui_nl_liability({ amount: m(p.limits.maxCollectiveLiability) }, o));
  }
  lines.push(
    [
      msg.ui_nl_decks({ decks: p.decks }, o),
      ...(p.squeeze ? [msg.ui_nl_squeeze({}, o)] : []),
      ...(p.burn ? [msg.ui_nl_burn({}, o)] : []),
    ].join(' · '),
  );
  return lines;
}

/** The notice as this scene shows it: the house's lines, where the situation posts its own line for the same thing
 *  (a maximum collective liability) that line instead, then the situation's other lines (a notice of new limits).
 *  A situation's line is matched to the house's line by its English words, and shown in the interface language. */
export function sceneNoticeLines(
  p: TableProfile,
  scene: Pick<TableScene, 'notice'>,
  language: Language = getLocale(),
): string[] {
  const lines = noticeLines(p, language);
  const english = noticeLines(p, baseLocale);
  const label = (line: string) => line.split(/\s[^\sA-Za-z]/)[0] ?? line;
  for (const phrase of scene.notice ?? []) {
    const extra = sayPhrase(phrase, language);
    const same = english.findIndex((line) => label(line) === label(sayPhrase(phrase, baseLocale)));
    if (same >= 0) lines[same] = extra;
    else lines.push(extra);
  }
  return lines;
}

export function betLabel(on: BetName): string {
  return BET_NAMES_SHOWN[on]();
}

/** "Seat 3 Player Pair": a bet on screen, by its seat. */
export function seatBetLabel(seat: number, on: BetName): string {
  return msg.ui_seat_bet({ seat, bet: betLabel(on) });
}
