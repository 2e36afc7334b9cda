// Words for a person: what the engine's messages carry as ids or tags ("s2-banker", "settle-side-bets") is shown
// in the trainee's words, and a long working is split into its steps.
import { BET_LABELS, type BetName } from '../../core/bets.ts';

const BET_ID = /\bs(\d+)-([a-z_]+)\b/g;

/** "s2-banker: not settled" -> "Seat 2 Banker: not settled" (only for real bet names; other text is left alone). */
export function betIdsInWords(text: string): string {
  return text.replace(BET_ID, (whole, seat: string, on: string) =>
    Object.hasOwn(BET_LABELS, on) ? `Seat ${seat} ${BET_LABELS[on as BetName]}` : whole,
  );
}

/** A working of three or more steps joined by "; " (settling a table, seat by seat), one step per line. */
export function workingSteps(working: string): string[] {
  const parts = working
    .split(/;\s+/)
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
