// The Tasmanian rules the drills cite, in the project's own words (a summary for the trainee, not the rules' text),
// so that a citation in feedback opens what the clause says. A citation the list does not hold falls back to its
// section ("16.5.10b" -> "16.5.10" -> "16.5" -> "16").
const CLAUSES: Record<string, string> = {
  '1': 'The table: seven or nine numbered places, the layout marked for the wagers the game offers.',
  '4': 'Four to eight decks of 52 cards, checked before and after play and dealt from a shoe; six decks at least where Perfect Pairs is offered.',
  '4.1': 'Four to eight decks, without jokers; at least six decks where Perfect Pairs is offered.',
  '5.3':
    'A seated player cuts (the first seated, then round from the highest place), placing the marker no less than ten cards from either end; if none wishes, the Inspector cuts.',
  '5.4':
    'Before the cards go into the shoe, the dealer puts a marker card between the seventh and eighth cards from the back.',
  '5.5':
    'Each new game is shuffled, cut and marked the same way; the cut is offered first to the player left of the last cutter.',
  '6.6': 'A Banker wager wins when the Banker’s point is higher than the Player’s.',
  '6.7': 'A Player wager wins when the Player’s point is higher than the Banker’s.',
  '6.8': 'Equal points: wagers on Player and Banker stand (neither win nor lose) and Tie wagers win.',
  '7': 'Limits: the minimum and maximum wagers are shown on the table notice.',
  '7.1':
    'The minimum and maximum wagers are shown on a notice at the table; wagers need not be multiples of the minimum unless the notice says so.',
  '7.3': 'Players may not combine wagers to get round the maximum.',
  '7.3b': 'Players may not combine wagers to get round the maximum.',
  '7.4':
    'A wager found below the minimum after a result is paid or collected (see 7.5); one above the maximum is paid or collected up to the maximum only.',
  '7.5':
    'The owner of an under-minimum wager is told so, and that further under-minimum wagers will be returned whatever the result.',
  '8': 'Aces count one, court cards ten, other cards their number; a hand’s point is the total less tens (0 to 9). Zero is “baccarat”.',
  '9.1': 'The shoe stands at the dealer’s left; every card is dealt into the Player or Banker space.',
  '9.2':
    'Four cards face up: Player, Banker, Player, Banker. Any further card (by the table of play) is also face up.',
  '9.3':
    'At the players’ request cards may be dealt face down and squeezed by the players; further cards likewise.',
  '9.3b': 'When cards are squeezed, further cards from the table of play are also dealt face down.',
  '9.4':
    'No new coup starts once the marker card and one more card have come out of the shoe (six cards must be left).',
  '10.1': 'After the first four cards the dealer calls both points; further cards follow the table of play.',
  '10.2': 'Then the dealer announces the result.',
  '10.3': 'Order of merit: 9 is highest, then 8 down to 0 (baccarat).',
  '11': 'The table of play: Player on 0–5 draws, 6–7 stands; either hand on 8 or 9 is a natural and nobody draws. Banker draws on 0–2, and on 3–6 depending on the Player’s third card; Banker stands on 7.',
  '12': 'Settlement: Player wins pay 1 to 1; Banker wins pay 19 to 20; Ties pay 8 to 1 (the house may pay 9 to 1 where its notice says so).',
  '12.1': 'Winning Player wagers are paid 1 to 1.',
  '12.2':
    'Winning Banker wagers are paid 19 to 20 (even money less 5% commission, taken from the payment or marked in the seat’s commission box where the house does that).',
  '12.3': 'Winning Tie wagers are paid 8 to 1.',
  '12.4': 'At a Federal Baccarat table a Banker win pays 1 to 1, except a win on six, which pays half.',
  '13': 'Federal Baccarat: Banker wins pay 1 to 1, except a Banker win on six pays 1 to 1 less 50%; a notice at the table says the game is played.',
  '14': 'Irregularities: what the dealer does with a card dealt in error, an excess card, a card found face up, or a shoe that runs short.',
  '14.1':
    'A card dealt to the Player in error goes to the Banker if the Banker must draw; otherwise it is put face up at the mouth of the shoe, the result is declared, and the next coup is non-betting and starts with that card as the Player’s first (unless that was the last hand).',
  '14.2':
    'A card drawn in excess but not seen is the first card of the next hand, provided the marker card has not shown; drawn cards are never put back.',
  '14.3':
    'After the first four cards, a card dealt to the Banker that belonged to the Player goes to the Player, and the Banker draws again if the table of play says so.',
  '14.4':
    'A card found face up in the shoe is used by the table of play if it can be; otherwise it goes face up to the mouth of the shoe and 14.1 is followed.',
  '14.5': 'If the shoe runs out of cards to finish a hand once the marker card is drawn, that hand is void.',
  '14.6': 'If the order of the cards in a coup cannot be established, the coup is void.',
  '15': 'Perfect Pairs: a side wager on the first two cards of the Player or Banker hand being a pair.',
  '15.1':
    'A pair wins as mixed (one red, one black), coloured (same colour, different suits) or perfect (same suit); anything else loses.',
  '15.6':
    'A Perfect Pairs wager wins if the first two cards of its hand are a pair, and loses if they are not.',
  '15.6b': 'A Perfect Pairs wager loses if the first two cards of its hand are not a pair.',
  '15.7':
    'When the coup is over the dealer removes the losing Perfect Pairs wagers, then pays the winning ones.',
  '15.8': 'Perfect Pairs pays 6 to 1 mixed, 12 to 1 coloured, 25 to 1 perfect.',
  '16': 'Competition play: the rules for baccarat tournaments (entry, sessions, wagers, secret wagers, winners).',
  '16.4':
    'Competition wagers: competition chips only, one wager on Banker or Player (and a Tie if wished) per coup, from the player’s own place.',
  '16.5':
    'Competition play: the indicator card, the puck marking who wagers first (moving anticlockwise each coup), and wagers once placed are not changed.',
  '16.5.10': 'A competitor may not wager over the posted maximum, nor on both Banker and Player at once.',
  '16.5.12': 'A wager below the posted minimum is brought up to the minimum by the player before the coup.',
  '16.5.13': 'A wager over the posted maximum is paid or collected up to the maximum only.',
  '16.6':
    'Secret wagers: written on the approved form and handed over before the cards are dealt, revealed after the result.',
  '16.7': 'The play in a competition: dealing, squeezing and settling as in the main rules.',
  '16.8': 'The session’s winners: the players with the most chips at its end.',
};

/** What a cited section says (falling back to the section it belongs to), or null when the project has no words. */
export function clauseText(section: string): string | null {
  for (let s = section.trim(); s !== ''; s = parentOf(s)) {
    const text = CLAUSES[s];
    if (text) return text;
  }
  return null;
}

function parentOf(s: string): string {
  if (/[a-z]$/.test(s)) return s.slice(0, -1);
  const dot = s.lastIndexOf('.');
  return dot < 0 ? '' : s.slice(0, dot);
}

export interface CitedSection {
  /** As cited ("14.1", "6.6–6.8"). */
  readonly label: string;
  readonly text: string | null;
}

/**
 * The Tasmanian sections a citation names, each with its clause in words: "Tasmania 6.6–6.8, 12; casino guide"
 * gives 6.6–6.8 (the words of each section in the range that has them) and 12.
 */
export function citedSections(rule: string): CitedSection[] {
  const out: CitedSection[] = [];
  for (const m of rule.matchAll(/Tasmania\s+((?:\d[\d.]*[a-z]?(?:\s*[–-]\s*\d[\d.]*[a-z]?)?(?:,\s*)?)+)/g)) {
    for (const label of (m[1] ?? '').split(',').map((x) => x.trim())) {
      if (!label) continue;
      const texts = label.split(/\s*[–-]\s*/).map(clauseText);
      const known = [...new Set(texts.filter((t): t is string => t !== null))];
      out.push({ label, text: known.length ? known.join(' ') : null });
    }
  }
  return out;
}

/** A stretch of a citation as shown: words as written, or a section shown as its chip. */
export type CitationPart = { readonly text: string } | { readonly section: CitedSection };

/**
 * A citation as the screen shows it (issue 23): each Tasmanian section once, as its chip, where the citation names
 * it, and the rest as written ("House procedure (…); Tasmania §12.2 §15.7"). A section named again later is left out
 * with its separator; one the project has no words for stays as text.
 */
export function citationParts(rule: string): CitationPart[] {
  const parts: CitationPart[] = [];
  const seen = new Set<string>();
  let at = 0;
  const text = (t: string) => {
    if (t === '') return;
    const last = parts[parts.length - 1];
    if (last && 'text' in last) parts[parts.length - 1] = { text: last.text + t };
    else parts.push({ text: t });
  };
  for (const m of rule.matchAll(/Tasmania\s+((?:\d[\d.]*[a-z]?(?:\s*[–-]\s*\d[\d.]*[a-z]?)?(?:,\s*)?)+)/g)) {
    const labels = (m[1] ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '' && !seen.has(x));
    const before = rule.slice(at, m.index);
    at = (m.index ?? 0) + m[0].length;
    if (labels.length === 0) {
      // Every section already shown: the repeat goes, with the "; " before it.
      text(parts.length === 0 ? before : before.replace(/[;,]\s*$/, ''));
      continue;
    }
    text(`${before}Tasmania `);
    for (const label of labels) {
      seen.add(label);
      const section = citedSections(`Tasmania ${label}`)[0] ?? { label, text: null };
      if (section.text === null) text(`${label} `);
      else parts.push({ section });
    }
  }
  text(rule.slice(at));
  return parts;
}
