// Which rule document states a house's rule, so that every answer key cites the document its rule comes from:
// Tasmania's Baccarat Rules, the Deltin gaming guide, the Dragon Bonus Baccarat guide or the casino's Baccarat guide
// (../shared/rules). A house is known by its profile id, else by the document its profile's `source` names; a house
// none of them describes follows Tasmania, the primary authority.
import type { TableProfile } from './profiles.ts';
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { ref, say, type MessageId, type MessageRef } from './i18n/say.ts';

export type HouseDocument = 'tasmania' | 'deltin' | 'dragon-bonus' | 'casino-guide';

const BY_ID: Record<string, HouseDocument> = {
  tasmania: 'tasmania',
  'tasmania-federal': 'tasmania',
  deltin: 'deltin',
  'dragon-bonus': 'dragon-bonus',
  'casino-guide': 'casino-guide',
};

export function houseDocument(profile: Pick<TableProfile, 'id' | 'source'>): HouseDocument {
  const known = BY_ID[profile.id];
  if (known) return known;
  if (/deltin/i.test(profile.source)) return 'deltin';
  if (/dragon/i.test(profile.source)) return 'dragon-bonus';
  // "Casino Baccarat guide" is how the built-in profile (and every renamed copy of it) names its source.
  if (/casino (?:baccarat )?guide|casino-baccarat-guide/i.test(profile.source)) return 'casino-guide';
  return 'tasmania';
}

/** The rules a main bet is settled by. */
export type MainBetRule =
  | 'player-wins'
  | 'player-loses'
  | 'banker-wins-commission'
  | 'banker-wins-even'
  | 'banker-wins-six-half'
  | 'banker-loses'
  | 'tie-wins'
  | 'tie-loses'
  | 'main-push';

const TASMANIA: Record<MainBetRule, string> = {
  'player-wins': 'Tasmania 12.1',
  'player-loses': 'Tasmania 6.7',
  'banker-wins-commission': 'Tasmania 12.2',
  'banker-wins-even': 'Tasmania 12.4, 13',
  'banker-wins-six-half': 'Tasmania 12.4, 13',
  'banker-loses': 'Tasmania 6.6',
  'tie-wins': 'Tasmania 12.3',
  'tie-loses': 'Tasmania 6.8',
  'main-push': 'Tasmania 6.8',
};

// Each guide's own words for the rules it states, as messages (issue 24); a rule it does not state is cited from
// Tasmania. The citation a key stores is the English (citationText): the rule documents are English, and a stored
// key keeps its bytes; a screen in another language shows the message (citationRef), the English one click away.
type CiteId = MessageId & `cite_${string}`;
const GUIDES: Record<Exclude<HouseDocument, 'tasmania'>, Partial<Record<MainBetRule, CiteId>>> = {
  deltin: {
    'player-wins': 'cite_deltin_player_wins',
    'player-loses': 'cite_deltin_higher_wins',
    'banker-wins-even': 'cite_deltin_banker_wins_even',
    'banker-wins-six-half': 'cite_deltin_banker_wins_six_half',
    'banker-loses': 'cite_deltin_higher_wins',
    'tie-wins': 'cite_deltin_tie_wins',
    'tie-loses': 'cite_deltin_tie_loses',
    'main-push': 'cite_deltin_main_push',
  },
  'dragon-bonus': {
    'player-wins': 'cite_dragon_player_wins',
    'player-loses': 'cite_dragon_closest_wins',
    'banker-wins-commission': 'cite_dragon_banker_wins_commission',
    'banker-loses': 'cite_dragon_closest_wins',
    'tie-wins': 'cite_dragon_tie_wins',
    'tie-loses': 'cite_dragon_tie_loses',
    'main-push': 'cite_dragon_main_push',
  },
  'casino-guide': {
    'player-wins': 'cite_casino_paid_even',
    'player-loses': 'cite_casino_closest_wins',
    'banker-wins-commission': 'cite_casino_banker_wins_commission',
    'banker-loses': 'cite_casino_closest_wins',
    'tie-wins': 'cite_casino_tie_wins',
    'tie-loses': 'cite_casino_tie_loses',
    'main-push': 'cite_casino_main_push',
  },
};

/** The citations that take no parameters, each by its English words: how a stored citation finds its message. */
const FIXED: readonly CiteId[] = [
  ...new Set(Object.values(GUIDES).flatMap((g) => Object.values(g))),
  'cite_commission_box',
  'cite_dragon_pay_table',
  'cite_dragon_guide',
  'cite_house_procedure',
  'cite_house_settlement_order',
];

/** A citation in English, as keys store it. */
function citationText(message: MessageRef): string {
  return say(message, BASE_LANGUAGE);
}

/** A house's own pay table as cited: "Lucky house pay table: a Tie pays 9 to 1". */
const HOUSE_PAY_TABLE = /^(.+) house pay table: a (Tie|Banker win) pays (\d+) to (\d+)$/;

/**
 * The message a stored citation (one of those joined by "; ") was written from, so a screen can say it in the
 * interface language; null for a rule section ("Tasmania 12.1") or words this file did not write.
 */
export function citationRef(text: string): MessageRef | null {
  const fixed = FIXED.find((id) => citationText(ref(id, {})) === text);
  if (fixed) return ref(fixed, {});
  const order = HOUSE_ORDERS.find((o) => citationText(o) === text);
  if (order) return order;
  const deltin = DELTIN_SIDE_BET.exec(text);
  if (deltin) {
    const odds = { pays: Number(deltin[2]), per: Number(deltin[3]) };
    return ref(DELTIN_SIDE_BET_IDS[deltin[1] as keyof typeof DELTIN_SIDE_BET_IDS], odds);
  }
  const own = HOUSE_PAY_TABLE.exec(text);
  if (!own) return null;
  const params = { house: own[1] as string, pays: Number(own[3]), per: Number(own[4]) };
  return own[2] === 'Tie' ? ref('cite_house_tie', params) : ref('cite_house_banker', params);
}

/** The profile fields a citation reads; the pay table is optional so a bare {id, source} still resolves. */
export type CitedHouse = Pick<TableProfile, 'id' | 'source'> &
  Partial<Pick<TableProfile, 'name' | 'tie' | 'banker'>>;

/** The odds every rule document states: Tie 8 to 1 (Tasmania 12.3 and each guide), Banker 19 to 20 (5% commission). */
const DOCUMENT_TIE = { pays: 8, per: 1 };
const DOCUMENT_COMMISSION = { pays: 19, per: 20 };

/**
 * A house pay table that differs from its document is the house's own rule, cited as that (issue 18 N8): a Tie at
 * 9 to 1 is not "Tasmania 12.3", which says 8 to 1.
 */
function housePayTable(profile: CitedHouse, rule: MainBetRule): string | null {
  const house = profile.name ?? profile.id;
  const differs = (o: { pays: number; per: number }, d: { pays: number; per: number }): boolean =>
    o.pays * d.per !== d.pays * o.per;
  if (rule === 'tie-wins' && profile.tie && differs(profile.tie, DOCUMENT_TIE))
    return citationText(ref('cite_house_tie', { house, pays: profile.tie.pays, per: profile.tie.per }));
  if (
    rule === 'banker-wins-commission' &&
    profile.banker?.kind === 'commission' &&
    differs(profile.banker.odds, DOCUMENT_COMMISSION)
  )
    return citationText(
      ref('cite_house_banker', { house, pays: profile.banker.odds.pays, per: profile.banker.odds.per }),
    );
  return null;
}

/** The citation for a main bet's settlement at this house. */
export function mainBetRule(profile: CitedHouse, rule: MainBetRule): string {
  const own = housePayTable(profile, rule);
  if (own) return own;
  const doc = houseDocument(profile);
  const guide = doc === 'tasmania' ? undefined : GUIDES[doc][rule];
  return guide ? citationText(ref(guide, {})) : TASMANIA[rule];
}

/** The commission box: the casino guide is the document that states it (paid by the end of each shoe, at the latest). */
export const COMMISSION_BOX_RULE = citationText(ref('cite_commission_box', {}));

/** A winning Banker bet with its commission marked in the box: the house's commission rule, then the box. */
export function commissionBoxRule(profile: CitedHouse): string {
  return `${mainBetRule(profile, 'banker-wins-commission')}; ${COMMISSION_BOX_RULE}`;
}

/** The Dragon Bonus guide, where it states a rule with no clause of its own (a Dragon Bonus wager needs a main wager). */
export const DRAGON_GUIDE = citationText(ref('cite_dragon_guide', {}));

/** Deltin's side bets, each cited with its odds from the Deltin guide: "Deltin guide: Player Pair 11:1". */
const DELTIN_SIDE_BET_IDS = {
  'Player Pair': 'cite_deltin_player_pair',
  'Banker Pair': 'cite_deltin_banker_pair',
  'Super Six': 'cite_deltin_super_six',
} as const;
const DELTIN_SIDE_BET = /^Deltin guide: (Player Pair|Banker Pair|Super Six) (\d+):(\d+)$/;

export function deltinSideBetRule(
  bet: 'player_pair' | 'banker_pair' | 'super_six',
  odds: { readonly pays: number; readonly per: number },
): string {
  const id =
    bet === 'player_pair'
      ? 'cite_deltin_player_pair'
      : bet === 'banker_pair'
        ? 'cite_deltin_banker_pair'
        : 'cite_deltin_super_six';
  return citationText(ref(id, { pays: odds.pays, per: odds.per }));
}

/** The Dragon Bonus pay table is stated only by the Dragon Bonus guide. */
export const DRAGON_RULE = citationText(ref('cite_dragon_pay_table', {}));

/** No rule document numbers chip handling; the dealing guide and the house's own procedure are the authority. */
export const CHIP_HANDLING_RULE = citationText(ref('cite_chip_handling', {}));

/** How a dealer works a coup (../shared/DEALING.md): house practice, cited as that and never as a rule clause. */
export const HOUSE_PROCEDURE = citationText(ref('cite_house_procedure', {}));
/** The settlement order cited as house practice, stated in full on the table notice's House conventions. */
export const HOUSE_SETTLEMENT_ORDER = citationText(ref('cite_house_settlement_order', {}));

/** The house's settlement order in full (the table notice's words, without their full stop), as house practice. */
export function houseOrderRule(profile: Pick<TableProfile, 'seatOne' | 'settlementOrder'>): string {
  return citationText(houseOrderRef(profile));
}

function houseOrderRef(profile: Pick<TableProfile, 'seatOne' | 'settlementOrder'>): MessageRef {
  const start = ref(profile.seatOne === 'dealer-right' ? 'conv_from_seat_one' : 'conv_from_highest_seat', {});
  const order = ref(
    profile.settlementOrder === 'losers-first'
      ? 'cite_house_order_losers_first'
      : 'cite_house_order_main_first',
    { start },
  );
  return ref('cite_house_order', { order });
}

/** Every order a house can have, so a stored citation of one finds its message (its words hold "; "). */
const HOUSE_ORDERS: readonly MessageRef[] = (['dealer-right', 'dealer-left'] as const).flatMap((seatOne) =>
  (['losers-first', 'main-then-side'] as const).map((settlementOrder) =>
    houseOrderRef({ seatOne, settlementOrder }),
  ),
);
/** Who turns the cards of a hand nobody wagered on, outside competition play (core/squeeze.ts): 9.3 does not say. */
export const HOUSE_PRACTICE_NO_WAGER = citationText(ref('cite_house_practice_no_wager', {}));
/** Who turns the cards every seat refused, outside competition play (core/squeeze.ts). */
export const HOUSE_PRACTICE_ALL_REFUSED = citationText(ref('cite_house_practice_all_refused', {}));

/** "6.6" -> [6, 6], "15.6b" -> [15, 6, 0.5]: a section's place in the rules, for putting sections in order. */
function sectionOrder(label: string): number[] {
  return (label.split(/\s*[–-]\s*/)[0] ?? '').split('.').flatMap((part) => {
    const m = part.match(/^(\d+)([a-z]?)$/);
    if (!m) return [Number.MAX_SAFE_INTEGER];
    return m[2] ? [Number(m[1]), (m[2].charCodeAt(0) - 96) / 100] : [Number(m[1])];
  });
}

function bySection(a: string, b: string): number {
  const x = sectionOrder(a);
  const y = sectionOrder(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * "A; B (x; y)" -> ["A", "; ", "B (x; y)"]: citations and the separators between them, a "; " inside brackets part of
 * its citation (the house's order). The renderer says each citation in the reader's language and keeps the separators.
 */
export function citationsAndSeparators(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      const start = from + (text.slice(from, i).match(/\s*$/)?.index ?? i - from);
      let end = i + 1;
      while (end < text.length && /\s/.test(text[end] as string)) end++;
      out.push(text.slice(from, start), text.slice(start, end));
      from = end;
      i = end - 1;
    }
  }
  out.push(text.slice(from));
  return out;
}

/** "A; B (x; y); C" -> ["A", "B (x; y)", "C"]: the citations alone. */
function splitCitations(rule: string): string[] {
  return citationsAndSeparators(rule).filter((_, i) => i % 2 === 0);
}

/**
 * The rules a key cites, each once (issue 23: the citation shows each section once): the Tasmanian sections
 * together, in the rules' order, where the first of them is cited ("Tasmania 6.6, 6.8, 12.1, 15.7"), and every
 * other citation once, as first cited. Each rule may be several joined with "; ".
 */
export function citeOnce(rules: readonly string[]): string {
  const out: string[] = [];
  const sections: string[] = [];
  let tasmaniaAt = -1;
  for (const cited of rules.flatMap(splitCitations)) {
    const rule = cited.trim();
    const tasmania = rule.match(
      /^Tasmania\s+(\d[\d.a-z]*(?:\s*[–-]\s*\d[\d.a-z]*)?(?:,\s*\d[\d.a-z]*(?:\s*[–-]\s*\d[\d.a-z]*)?)*)$/,
    );
    if (tasmania) {
      if (tasmaniaAt < 0) {
        tasmaniaAt = out.length;
        out.push('');
      }
      for (const s of (tasmania[1] ?? '').split(/,\s*/)) if (!sections.includes(s)) sections.push(s);
    } else if (rule !== '' && !out.includes(rule)) out.push(rule);
  }
  if (tasmaniaAt >= 0) out[tasmaniaAt] = `Tasmania ${[...sections].sort(bySection).join(', ')}`;
  return out.join('; ');
}
