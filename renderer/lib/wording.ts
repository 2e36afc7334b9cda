// Words for a person: what the engine's messages carry as ids or tags ("s2-banker", "settle-side-bets") is shown
// in the trainee's words, and a long working is split into its steps.
import { BET_LABELS, type BetName } from '../../core/bets.ts';
import { KIND_LABELS, type DrillKind } from '../../core/drills/types.ts';

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
