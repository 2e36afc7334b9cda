// `score --spec FILE --seed S [--seeding N] --responses FILE`: marks a file of responses and prints the session summary.
// The responses file is a JSON array of { "itemId", "step", "response", "responseMs" }, in any order; they are
// replayed in session order and must cover the steps from the start without a gap (a partial session is summarised
// as unfinished).
import { readJsonFile } from '../../node-shared/files/read-json-file.ts';
import { z } from 'zod';
import { replay, summarise } from '../../core/drills/session.ts';
import { generateItems } from '../../core/drills/generate.ts';
import { formatIssues } from '../../core/profiles.ts';
import type { Response } from '../../core/drills/types.ts';
import { responseSchema } from '../../core/drills/response.ts';
import { parseFlags } from '../args.ts';
import type { CommandResult } from '../main.ts';
import { loadSpec, seedingFlag } from './drills.ts';
import { sayAll } from '../../core/i18n/phrase.ts';
import { BASE_LANGUAGE } from '../../core/i18n/languages.ts';

/** Every response of the largest session, as JSON, is far below this. */
const MAX_RESPONSES_BYTES = 32 * 1024 * 1024;

const responsesFile = z.array(
  z
    .object({
      itemId: z.string(),
      step: z.number().int().min(0),
      // Checked here, so a malformed response is named by its place in the file; whether it answers its step's form
      // is checked when it is replayed.
      response: responseSchema,
      responseMs: z.number().min(0),
    })
    .strict(),
);

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parseFlags(argv, { spec: 'string', seed: 'string', seeding: 'string', responses: 'string' });
  if (!parsed.ok) return parsed;
  const { spec, seed, responses } = parsed.flags;
  const seeding = seedingFlag(parsed.flags['seeding']);
  if (!seeding.ok) return seeding;
  if (typeof spec !== 'string') return { ok: false, error: '--spec FILE is required' };
  if (typeof seed !== 'string' || seed === '') return { ok: false, error: '--seed S is required' };
  if (typeof responses !== 'string') return { ok: false, error: '--responses FILE is required' };
  const loaded = await loadSpec(spec);
  if (!loaded.ok) return loaded;
  // Only a regular file of bounded size: a FIFO or /dev/zero is refused at once (exit 2), never read forever.
  const read = readJsonFile(responses, MAX_RESPONSES_BYTES);
  if (!read.ok) return { ok: false, error: `cannot read --responses ${responses}: ${read.error}` };
  const file = responsesFile.safeParse(read.value);
  if (!file.success) return { ok: false, error: `${responses}: ${formatIssues(file.error.issues)}` };
  const generated = generateItems(loaded.set, seed, seeding.seeding);
  if (!generated.ok) return generated;

  // Session order of every step, then the file's responses placed in it.
  const order = generated.items.flatMap((it) => it.steps.map((_s, step) => `${it.id}#${step}`));
  const steps = new Set(order);
  const given = new Map<string, { response: Response; responseMs: number }>();
  for (const [i, r] of file.data.entries()) {
    const at = `${r.itemId}#${r.step}`;
    if (!steps.has(at))
      return {
        ok: false,
        error: `${responses}.${i}: no step ${r.step} of item "${r.itemId}" in this set and seed`,
      };
    if (given.has(at))
      return {
        ok: false,
        error: `${responses}.${i}: step ${r.step} of item "${r.itemId}" is answered twice`,
      };
    given.set(at, { response: r.response, responseMs: r.responseMs });
  }
  const answered = order.findIndex((at) => !given.has(at));
  const upTo = answered < 0 ? order.length : answered;
  const stray = order.slice(upTo).find((at) => given.has(at));
  if (stray !== undefined) {
    const [itemId, step] = (order[upTo] as string).split('#');
    return {
      ok: false,
      error: `${responses}: step ${step} of item "${itemId}" is not answered, but later steps are`,
    };
  }
  const state = replay(
    loaded.set,
    seed,
    order.slice(0, upTo).map((at) => given.get(at) as { response: Response; responseMs: number }),
    { seeding: seeding.seeding },
  );
  if (!state.ok) return state;
  // The summary's questions, answers and marks in words (English), as before they were messages.
  return { ok: true, output: sayAll(summarise(state.state), BASE_LANGUAGE) };
}
