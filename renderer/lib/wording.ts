// Words for a person: case tags ("settle-side-bets") in the trainee's words, and a long working split into its steps.
// The dealer's words themselves (calls, results, bets) come from core/words.ts.
import { KIND_LABELS, type DrillKind } from '../../core/drills/types.ts';

// Bets are named by the engine's own words (core/words.ts); kept here for text stored before the engine said them.
export { betIdsInWords } from '../../core/words.ts';

/** A working of three or more steps joined by "; " (settling a table, seat by seat), one step per line. */
export function workingSteps(working: string): string[] {
  const parts = working
    .split(/;\s+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length < 3) return [working];
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

/** A case tag ("settle-side-bets", "banker-six") in words ("settle side bets", "banker six"). */
export function caseInWords(tag: string): string {
  return tag.replace(/[-_]+/g, ' ').trim();
}

/** What to practise next, from the skills and their weakest cases (never the raw tags). */
export function suggestionText(s: {
  readonly kinds: readonly DrillKind[];
  readonly cases: readonly string[];
  readonly text: string;
}): string {
  if (s.kinds.length === 0) return s.text;
  const names = s.kinds.map((k) => KIND_LABELS[k]).join(' and ');
  const cases = [
    ...new Set(s.cases.filter((c) => !(s.kinds as readonly string[]).includes(c)).map(caseInWords)),
  ];
  return `Practise ${names} next${cases.length > 0 ? `, above all: ${cases.join(', ')}` : ''}.`;
}
