// Words for a person: what the engine's messages carry as tags ("settle-side-bets") is shown in the trainee's words,
// and a long working is split into its steps. The dealer's words themselves (calls, results, bets) come from
// core/words.ts.

// Bets are named by the engine's own words (core/words.ts); kept here for text stored before the engine said them.
export { betIdsInWords } from '../../core/words.ts';

/** A working of three or more steps joined by "; " (settling a table, seat by seat; "；" in Chinese), one step per
 *  line. */
export function workingSteps(working: string): string[] {
  const parts = working
    .split(/;\s+|；/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length < 3) return [working];
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/**
 * What to practise next, in the engine's own words without its case tags ("Practise Settle the table next."): a
 * tag such as "irr-last-coup" is for the adaptive drills, not for a person; the mistakes listed above say the cases.
 */
export function suggestionText(s: { readonly text: string }): string {
  return s.text.replace(/\s*\([^()]*\)(?=\.$)/, '');
}
