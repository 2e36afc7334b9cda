// A schema's problems with a file or flag the command line read, as a message said in the --lang language: each field
// as formatIssues (core/format-issues.ts) names it, zod's words a message where one says them (i18n/zod-words.ts).
// The English stays formatIssues's words byte for byte: where the message would say them differently, those words.
import type { z } from 'zod';
import { formatIssues } from '../core/format-issues.ts';
import { joinedProblems } from '../core/i18n/failure.ts';
import { sayPhrase, type Phrase } from '../core/i18n/phrase.ts';
import { ref } from '../core/i18n/say.ts';
import { zodWords } from '../core/i18n/zod-words.ts';

export function issuesSaid(issues: readonly z.core.$ZodIssue[], prefix = ''): Phrase {
  const english = formatIssues(issues, prefix);
  const said = joinedProblems(
    issues.map((i) => {
      const path = [prefix, ...i.path.map(String)].filter((s) => s !== '').join('.');
      return ref('main_field_problem', { field: path || '(root)', problem: zodWords(i.message) });
    }),
  );
  return sayPhrase(said, 'en') === english ? said : english;
}
