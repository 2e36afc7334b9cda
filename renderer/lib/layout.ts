// What the layout shows for a profile: the bet areas of each seat and the lines of the table notice.
import { BET_NAMES, offeredBets, oddsLabel, type BetName } from '../../core/bets.ts';
import { m as msg } from '../../i18n/paraglide/messages.js';
import { baseLocale, getLocale } from '../../i18n/paraglide/runtime.js';
import type { SceneBet, TableScene } from '../../core/drills/types.ts';
import type { TableProfile } from '../../core/profiles.ts';
import { formatCents } from './money.ts';
import { commissionRateLabel } from '../../core/commission.ts';
import { sayPhrase, type Phrase } from '../../core/i18n/phrase.ts';
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

type Locale = { locale?: Language };
type Params = Record<string, string | number>;

/** One line of the table notice: the message it is said with (its id, so a situation's line can name it), and its
 *  words in a language. */
interface NoticeLine {
  readonly id: string;
  readonly say: (language: Language) => string;
  /** The line's English with each parameter left open: how an English line a situation stored is recognised. */
  readonly pattern: RegExp | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A notice line said with one message. */
function line<P extends Params>(id: string, say: (p: P, o: Locale) => string, params: P): NoticeLine {
  // The English said with a marker (a private-use character) in place of each parameter, escaped, then each marker
  // opened to "anything".
  const open = Object.fromEntries(Object.keys(params).map((k) => [k, `\uE000${k}\uE000`])) as P;
  const english = escape(say(open, { locale: baseLocale })).replace(/\uE000[^\uE000]*\uE000/g, '.+');
  return { id, say: (locale) => say(params, { locale }), pattern: new RegExp(`^${english}$`) };
}

/** The house's notice (Tasmania 7: limits displayed at the table), line by line, each with its message. */
function houseNotice(p: TableProfile): NoticeLine[] {
  const m = (c: number) => formatCents(c, p.currency.symbol);
  const main = { min: m(p.limits.main.min), max: m(p.limits.main.max) };
  const lines: NoticeLine[] = [
    line('ui_nl_player', msg.ui_nl_player, main),
    p.banker.kind === 'commission'
      ? p.banker.collection === 'box'
        ? line('ui_nl_banker_box', msg.ui_nl_banker_box, {
            ...main,
            odds: oddsLabel(p.banker.odds),
            rate: commissionRateLabel(p.banker.odds),
          })
        : line('ui_nl_banker', msg.ui_nl_banker, { ...main, odds: oddsLabel(p.banker.odds) })
      : line('ui_nl_banker_six', msg.ui_nl_banker_six, main),
    line('ui_nl_tie', msg.ui_nl_tie, {
      min: m(p.limits.tie.min),
      max: m(p.limits.tie.max),
      odds: oddsLabel(p.tie),
    }),
  ];
  const range = `${m(p.limits.side.min)} – ${m(p.limits.side.max)}`;
  if (p.perfectPairs) {
    const pp = p.perfectPairs;
    lines.push(
      line('ui_nl_perfect', msg.ui_nl_perfect, {
        range,
        mixed: oddsLabel(pp.mixed),
        coloured: oddsLabel(pp.coloured),
        perfect: oddsLabel(pp.perfect),
      }),
    );
  }
  if (p.pairs) lines.push(line('ui_nl_pairs', msg.ui_nl_pairs, { range, odds: oddsLabel(p.pairs.odds) }));
  if (p.superSix) {
    lines.push(line('ui_nl_super_six', msg.ui_nl_super_six, { range, odds: oddsLabel(p.superSix.odds) }));
  }
  if (p.dragonBonus) {
    const d = p.dragonBonus.margins;
    lines.push(
      line('ui_nl_dragon', msg.ui_nl_dragon, {
        range,
        natural: oddsLabel(p.dragonBonus.natural),
        d9: oddsLabel(d['9']),
        d8: oddsLabel(d['8']),
        d7: oddsLabel(d['7']),
        d6: oddsLabel(d['6']),
        d5: oddsLabel(d['5']),
        d4: oddsLabel(d['4']),
      }),
    );
  }
  if (p.limits.maxCollectiveLiability !== null) {
    lines.push(line('ui_nl_liability', msg.ui_nl_liability, { amount: m(p.limits.maxCollectiveLiability) }));
  }
  const { decks, squeeze, burn } = p;
  lines.push({
    id: 'ui_nl_decks',
    say: (locale) =>
      [
        msg.ui_nl_decks({ decks }, { locale }),
        ...(squeeze ? [msg.ui_nl_squeeze({}, { locale })] : []),
        ...(burn ? [msg.ui_nl_burn({}, { locale })] : []),
      ].join(' · '),
    pattern: null,
  });
  return lines;
}

/** The table notice (Tasmania 7: limits displayed at the table), line by line, in the language given (the interface
 *  language by default; issue 24). */
export function noticeLines(p: TableProfile, locale: Language = getLocale()): string[] {
  return houseNotice(p).map((l) => l.say(locale));
}

/** Which of the house's lines a situation's line stands for: the one said with the same message, or (an English
 *  line stored before its words were messages) the one whose message it is in English; -1 for a line of its own. */
function sameLine(house: readonly NoticeLine[], phrase: Phrase): number {
  if (typeof phrase !== 'string') return house.findIndex((l) => l.id === phrase.id);
  return house.findIndex((l) => l.pattern?.test(phrase) === true);
}

/** The notice as this scene shows it: the house's lines, where the situation posts its own line for the same thing
 *  (a maximum collective liability) that line instead, then the situation's other lines (a notice of new limits),
 *  in the interface language. */
export function sceneNoticeLines(
  p: TableProfile,
  scene: Pick<TableScene, 'notice'>,
  language: Language = getLocale(),
): string[] {
  const house = houseNotice(p);
  const lines = house.map((l) => l.say(language));
  for (const phrase of scene.notice ?? []) {
    const same = sameLine(house, phrase);
    const said = sayPhrase(phrase, language);
    if (same >= 0) lines[same] = said;
    else lines.push(said);
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
