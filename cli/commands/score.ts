// `score --spec FILE --seed S [--seeding N] --responses FILE [--lang L]`: marks a file of responses and prints the session summary.
// The responses file is a JSON array of { "itemId", "step", "response", "responseMs" }, in any order; they are
// replayed in session order and must cover the steps from the start without a gap (a partial session is summarised
// as unfinished). --lang says the summary's words and every refusal in that language; its keys and data are the same.
import { readJsonFile } from '../../node-shared/files/read-json-file.ts';
import { z } from 'zod';
import { replay, summarise } from '../../core/drills/session.ts';
import { generateItems } from '../../core/drills/generate.ts';
import type { Response } from '../../core/drills/types.ts';
import { responseSchema } from '../../core/drills/response.ts';
import { parseFlagsIn, saidIn } from '../lang-flag.ts';
import { issuesSaid } from '../zod-issues.ts';
import { fieldMessage } from '../../core/i18n/failure.ts';
import { ref, say, type MessageRef } from '../../core/i18n/say.ts';
import { KIND_LABEL_REFS } from '../../core/drills/kinds/index.ts';
import type { Failure } from '../../core/result.ts';
import type { CommandResult } from '../main.ts';
import { loadSpec, seedingFlag } from './drills.ts';
import { sayAll } from '../../core/i18n/phrase.ts';

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
  const parsed = parseFlagsIn(argv, {
    spec: 'string',
    seed: 'string',
    seeding: 'string',
    responses: 'string',
  });
  if (!parsed.ok) return parsed;
  const { language } = parsed;
  // Every refusal is said in the --lang language (English as before).
  const refused = (failed: Failure | MessageRef): Failure => saidIn(language, failed);
  const { spec, seed, responses } = parsed.flags;
  const seeding = seedingFlag(parsed.flags['seeding']);
  if (!seeding.ok) return refused(seeding);
  if (typeof spec !== 'string') return refused(ref('cli24_spec_required', {}));
  if (typeof seed !== 'string' || seed === '') return refused(ref('cli24_seed_required', {}));
  if (typeof responses !== 'string') return refused(ref('cli24_responses_required', {}));
  const loaded = await loadSpec(spec);
  if (!loaded.ok) return refused(loaded);
  // Only a regular file of bounded size: a FIFO or /dev/zero is refused at once (exit 2), never read forever.
  const read = readJsonFile(responses, MAX_RESPONSES_BYTES);
  if (!read.ok)
    return refused(ref('cli24_responses_read', { path: responses, error: read.phrase ?? read.error }));
  const file = responsesFile.safeParse(read.value);
  if (!file.success) return refused(fieldMessage(responses, issuesSaid(file.error.issues)));
  const generated = generateItems(loaded.set, seed, seeding.seeding);
  if (!generated.ok) return refused(generated);

  // Session order of every step, then the file's responses placed in it.
  const order = generated.items.flatMap((it) => it.steps.map((_s, step) => `${it.id}#${step}`));
  const steps = new Set(order);
  const given = new Map<string, { response: Response; responseMs: number }>();
  for (const [i, r] of file.data.entries()) {
    const at = `${r.itemId}#${r.step}`;
    const where = { step: r.step, item: r.itemId };
    if (!steps.has(at))
      return refused(fieldMessage(`${responses}.${i}`, ref('cli24_responses_no_step', where)));
    if (given.has(at)) return refused(fieldMessage(`${responses}.${i}`, ref('cli24_responses_twice', where)));
    given.set(at, { response: r.response, responseMs: r.responseMs });
  }
  const answered = order.findIndex((at) => !given.has(at));
  const upTo = answered < 0 ? order.length : answered;
  const stray = order.slice(upTo).find((at) => given.has(at));
  if (stray !== undefined) {
    const [item = '', step = ''] = (order[upTo] as string).split('#');
    return refused(fieldMessage(responses, ref('cli24_responses_gap', { step, item })));
  }
  const state = replay(
    loaded.set,
    seed,
    order.slice(0, upTo).map((at) => given.get(at) as { response: Response; responseMs: number }),
    { seeding: seeding.seeding },
  );
  if (!state.ok) return refused(state);
  // The summary's words in the --lang language (each skill's label too: its kind is the data); keys and data the same.
  const summary = summarise(state.state);
  const skills = summary.skills.map((s) => ({ ...s, label: say(KIND_LABEL_REFS[s.kind], language) }));
  return { ok: true, output: sayAll({ ...summary, skills }, language) };
}
