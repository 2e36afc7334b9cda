// Which rule document states a house's rule, so that every answer key cites the document its rule comes from:
// Tasmania's Baccarat Rules, the Deltin gaming guide, the Dragon Bonus Baccarat guide or the casino's Baccarat guide
// (../shared/rules). A house is known by its profile id, else by the document its profile's `source` names; a house
// none of them describes follows Tasmania, the primary authority.
import type { TableProfile } from './profiles.ts';

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
  // "Casino Baccarat guide" is how the built-in profile (and so every renamed copy of it) names its document.
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

// Each guide's own words for the rules it states; a rule it does not state is cited from Tasmania.
const GUIDES: Record<Exclude<HouseDocument, 'tasmania'>, Partial<Record<MainBetRule, string>>> = {
  deltin: {
    'player-wins': 'Deltin guide: a Player win is paid 1 to 1',
    'player-loses': 'Deltin guide: the hand with the higher point total wins',
    'banker-wins-even': 'Deltin guide: a Banker win is paid 1 to 1',
    'banker-wins-six-half': 'Deltin guide: a Banker win with a point total of 6 is paid half',
    'banker-loses': 'Deltin guide: the hand with the higher point total wins',
    'tie-wins': 'Deltin guide: Tie bets are paid 8 to 1',
    'tie-loses': 'Deltin guide: a Tie is equal point totals',
    'main-push':
      'Deltin guide: on a Tie the Player and Banker bets stand (they may be changed for the next hand)',
  },
  'dragon-bonus': {
    'player-wins': 'Dragon Bonus guide: a Player win is paid even money',
    'player-loses': 'Dragon Bonus guide: the hand closest to nine wins',
    'banker-wins-commission': 'Dragon Bonus guide: a Banker win is paid even money less a 5% commission',
    'banker-loses': 'Dragon Bonus guide: the hand closest to nine wins',
    'tie-wins': 'Dragon Bonus guide: a Tie wager is paid 8 to 1',
    'tie-loses': 'Dragon Bonus guide: a tie is equal point values',
    'main-push': 'Dragon Bonus guide: on a tie the Player and Banker wagers push',
  },
  'casino-guide': {
    'player-wins': 'casino guide: winning bets are paid even money',
    'player-loses': 'casino guide: the hand closest to 9 wins',
    'banker-wins-commission':
      'casino guide: winning bets are paid even money, with a 5% commission on Banker wins',
    'banker-loses': 'casino guide: the hand closest to 9 wins',
    'tie-wins': 'casino guide: the Tie bet pays 8 to 1',
    'tie-loses': 'casino guide: a Tie is equal totals',
    'main-push': 'casino guide: on a Tie, Player and Banker neither win nor lose',
  },
};

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
    return `${house} house pay table: a Tie pays ${profile.tie.pays} to ${profile.tie.per}`;
  if (
    rule === 'banker-wins-commission' &&
    profile.banker?.kind === 'commission' &&
    differs(profile.banker.odds, DOCUMENT_COMMISSION)
  )
    return `${house} house pay table: a Banker win pays ${profile.banker.odds.pays} to ${profile.banker.odds.per}`;
  return null;
}

/** The citation for a main bet's settlement at this house. */
export function mainBetRule(profile: CitedHouse, rule: MainBetRule): string {
  const own = housePayTable(profile, rule);
  if (own) return own;
  const doc = houseDocument(profile);
  return (doc === 'tasmania' ? undefined : GUIDES[doc][rule]) ?? TASMANIA[rule];
}

/** The commission box: the casino guide is the document that states it (paid by the end of each shoe, at the latest). */
export const COMMISSION_BOX_RULE = 'casino guide: commission is paid by the end of each shoe, at the latest';

/** A winning Banker bet with its commission marked in the box: the house's commission rule, then the box. */
export function commissionBoxRule(profile: CitedHouse): string {
  return `${mainBetRule(profile, 'banker-wins-commission')}; ${COMMISSION_BOX_RULE}`;
}

/** The Dragon Bonus pay table is stated only by the Dragon Bonus guide. */
export const DRAGON_RULE = 'Dragon Bonus guide: Dragon Bonus pay table';

/** No rule document numbers chip handling; the dealing guide and the house's own procedure are the authority. */
export const CHIP_HANDLING_RULE = 'Dealing guide: chip handling';

/** How a dealer works a coup (../shared/DEALING.md): house practice, cited as that and never as a rule clause. */
export const HOUSE_PROCEDURE = 'House dealing procedure';
/** Who turns the cards of a hand nobody wagered on, outside competition play (core/squeeze.ts): 9.3 does not say. */
export const HOUSE_PRACTICE_NO_WAGER = 'House practice (by analogy with Tasmania 16.7.5)';
/** Who turns the cards every seat refused, outside competition play (core/squeeze.ts). */
export const HOUSE_PRACTICE_ALL_REFUSED =
  'Tasmania 9.3b; house practice when every seat refuses (by analogy with Tasmania 16.7.4)';

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

/** "A; B (x; y); C" -> ["A", "B (x; y)", "C"]: a "; " inside brackets is part of its citation. */
function splitCitations(rule: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < rule.length; i++) {
    const c = rule[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      out.push(rule.slice(from, i));
      from = i + 1;
    }
  }
  out.push(rule.slice(from));
  return out;
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
