// `drills --spec FILE --seed S [--seeding N] [--with-answers]`: the prompts of a drill set as JSON lines, in session order.
// Without --with-answers, only what a trainee may see before answering anything: each item's first step (its
// `steps` says how many follow). A later step's prompt is produced only once the earlier step is answered, because
// it would give that answer away (a whole coup's Banker step shows whether the Player drew). With --with-answers,
// every step as { "prompt": ..., "key": ... }. --seeding 1 deals as sessions stored before seeding 2 were dealt.
// --lang says the questions, options, answers and workings in that language (English by default), and why a set
// cannot be dealt.
import { readJsonFile } from '../../node-shared/files/read-json-file.ts';
import { generateItems } from '../../core/drills/generate.ts';
import { CURRENT_SEEDING, SEEDINGS, type Seeding } from '../../core/rng.ts';
import { parseDrillSet, type DrillSet } from '../../core/drills/spec.ts';
import { parseFlagsIn, saidIn } from '../lang-flag.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import { sayAll } from '../../core/i18n/phrase.ts';
import type { CommandResult } from '../main.ts';
import type { Failure, Named } from '../../core/result.ts';

/** A drill set is small; the app refuses larger imports too (electron/features/sessions/drill-sets.ts). */
export const MAX_SPEC_BYTES = 2 * 1024 * 1024;

/** Reads and validates a drill-set file; shared with `score`. */
export async function loadSpec(path: string): Promise<Named<'set', DrillSet>> {
  // The app's own reader: a device, a pipe or a /proc file cannot exhaust memory or hang the command.
  const read = readJsonFile(path, MAX_SPEC_BYTES);
  const problem = (field: string, failed: Failure) =>
    failure(ref('main_field_problem', { field, problem: failed.phrase ?? failed.error }));
  if (!read.ok) return problem(`--spec ${path}`, read);
  const json = read.value;
  const parsed = parseDrillSet(json);
  return parsed.ok ? { ok: true, set: parsed.value } : problem(path, parsed);
}

/** `--seeding N` (core/rng.ts SEEDINGS), by default the current seeding; shared with `score`. */
export function seedingFlag(value: string | boolean | undefined): Named<'seeding', Seeding> {
  if (value === undefined) return { ok: true, seeding: CURRENT_SEEDING };
  const seeding = SEEDINGS.find((s) => String(s) === value);
  return seeding === undefined
    ? failure(ref('cli24_seeding', { list: SEEDINGS.join(', '), value: String(value) }))
    : { ok: true, seeding };
}

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parseFlagsIn(argv, {
    spec: 'string',
    seed: 'string',
    seeding: 'string',
    'with-answers': 'boolean',
  });
  if (!parsed.ok) return parsed;
  // Every refusal is said in the --lang language (English as before).
  const refused = (failed: Failure | MessageRef): Failure => saidIn(parsed.language, failed);
  const { spec, seed } = parsed.flags;
  const seeding = seedingFlag(parsed.flags['seeding']);
  if (!seeding.ok) return refused(seeding);
  if (typeof spec !== 'string') return refused(ref('cli24_spec_required', {}));
  if (typeof seed !== 'string' || seed === '') return refused(ref('cli24_seed_required', {}));
  const loaded = await loadSpec(spec);
  if (!loaded.ok) return refused(loaded);
  const generated = generateItems(loaded.set, seed, seeding.seeding);
  // Why the set cannot be dealt, in the --lang language too (a message; English as it always was).
  if (!generated.ok) return refused(generated);
  const total = generated.items.length;
  const withAnswers = parsed.flags['with-answers'] === true;
  const jsonLines = generated.items.flatMap((item, index) =>
    (withAnswers ? item.steps : item.steps.slice(0, 1)).map((s) => {
      const prompt = { ...s.prompt, index, total };
      return sayAll(withAnswers ? { prompt, key: s.key } : prompt, parsed.language);
    }),
  );
  return { ok: true, output: { jsonLines } };
}
