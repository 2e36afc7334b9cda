// What the layout shows for a profile: the bet areas of each seat and the lines of the table notice.
import { BET_NAMES, offeredBets, oddsLabel, type BetName } from '../../core/bets.ts';
import { m as msg } from '../../i18n/paraglide/messages.js';
import type { SceneBet, TableScene } from '../../core/drills/types.ts';
import type { TableProfile } from '../../core/profiles.ts';
import { formatCents } from './money.ts';
import { commissionRateLabel } from '../../core/commission.ts';

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

/** The table notice (Tasmania 7: limits displayed at the table), line by line. */
export function noticeLines(p: TableProfile): string[] {
  const m = (c: number) => formatCents(c, p.currency.symbol);
  const lines = [
    `Player ${m(p.limits.main.min)} – ${m(p.limits.main.max)} · pays 1:1`,
    p.banker.kind === 'commission'
      ? `Banker ${m(p.limits.main.min)} – ${m(p.limits.main.max)} · pays ${oddsLabel(p.banker.odds)}${
          p.banker.collection === 'box'
            ? ` (even money, ${commissionRateLabel(p.banker.odds)} to the commission box)`
            : ''
        }`
      : `Banker ${m(p.limits.main.min)} – ${m(p.limits.main.max)} · pays 1:1, a win on six pays half`,
    `Tie ${m(p.limits.tie.min)} – ${m(p.limits.tie.max)} · pays ${oddsLabel(p.tie)}`,
  ];
  const side = `${m(p.limits.side.min)} – ${m(p.limits.side.max)}`;
  if (p.perfectPairs) {
    const pp = p.perfectPairs;
    lines.push(
      `Perfect Pairs ${side} · ${oddsLabel(pp.mixed)} mixed, ${oddsLabel(pp.coloured)} coloured, ${oddsLabel(pp.perfect)} perfect`,
    );
  }
  if (p.pairs) lines.push(`Player / Banker Pair ${side} · pays ${oddsLabel(p.pairs.odds)}`);
  if (p.superSix) lines.push(`Super Six ${side} · pays ${oddsLabel(p.superSix.odds)}`);
  if (p.dragonBonus) {
    const d = p.dragonBonus.margins;
    lines.push(
      `Dragon Bonus ${side} · natural ${oddsLabel(p.dragonBonus.natural)}; by 9 ${oddsLabel(d['9'])}, 8 ${oddsLabel(d['8'])}, 7 ${oddsLabel(d['7'])}, 6 ${oddsLabel(d['6'])}, 5 ${oddsLabel(d['5'])}, 4 ${oddsLabel(d['4'])}`,
    );
  }
  if (p.limits.maxCollectiveLiability !== null) {
    lines.push(`Maximum collective liability ${m(p.limits.maxCollectiveLiability)}`);
  }
  lines.push(
    `${p.decks} decks${p.squeeze ? ' · squeeze permitted' : ''}${p.burn ? ' · burn at new shoe' : ''}`,
  );
  return lines;
}

/** The notice as this scene shows it: the house's lines, where the situation posts its own line for the same thing
 *  (a maximum collective liability) that line instead, then the situation's other lines (a notice of new limits). */
export function sceneNoticeLines(p: TableProfile, scene: Pick<TableScene, 'notice'>): string[] {
  const lines = noticeLines(p);
  const label = (line: string) => line.split(/\s[^\sA-Za-z]/)[0] ?? line;
  for (const extra of scene.notice ?? []) {
    const same = lines.findIndex((line) => label(line) === label(extra));
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
