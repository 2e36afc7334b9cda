// Words for a person: what the engine's messages carry as tags ("settle-side-bets") is shown in the trainee's words,
// and a long working is split into its steps. The dealer's words themselves (calls, results, bets) come from
// core/words.ts.

import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

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
 * A summary stored before issue 24 has English words; a newer one a message.
 */
export function suggestionText(s: { readonly text: Phrase }): Phrase {
  if (typeof s.text === 'string') return s.text.replace(/\s*\([^()]*\)(?=\.$)/, '');
  if (s.text.id !== 'session_practise_cases') return s.text;
  return ref('session_practise', { skills: s.text.params['skills'] as MessageRef });
}
