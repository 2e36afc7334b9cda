// A refused request that is a document a trainer wrote, said in the reader's language (issue 24). The registry's
// "Invalid request to …" words are for developers, except where what was refused is the trainer's own document: the
// practical standard they save. There each problem is a message (core/assessment/standard-refusal.ts), the field's
// path as it is; the message is kept only when its English is the registry's words byte for byte.
import type { z } from 'zod';
import type { Channel } from '../../contract/index.ts';
import { standardWords } from '../../core/assessment/standard-refusal.ts';
import { joinedProblems } from '../../core/i18n/failure.ts';
import { english } from '../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import { echo, issueField } from './payload-guard.ts';

export function requestRefusal(
  channel: Channel,
  issues: readonly z.core.$ZodIssue[],
  error: string,
): MessageRef | null {
  if (channel !== 'practical.saveStandard') return null;
  // A stray key or a union is a developer's mistake: its words stay the registry's English.
  if (issues.some((i) => i.code === 'unrecognized_keys' || i.code === 'invalid_union')) return null;
  const problems = issues.map((i) =>
    ref('main_field_problem', { field: issueField(i.path), problem: standardWords(echo(i.message, 200)) }),
  );
  const said = ref('std24_refused_standard', { problems: joinedProblems(problems) });
  return english(said) === error ? said : null;
}
