// Items of a drill set from a seed. Deterministic on every machine: the same set and seed give the same items.
// Items come in section order (trainers design the progression; assessments mix kinds by listing sections).
// Item i's id is `item-${i}`: it never carries the seed, which would let the renderer regenerate the keys. Its RNG is
// seeded with `${seed}/item-${i}`; each section deals its coups from its own run of shoes seeded with
// `${seed}/section-${n}`, so editing one section does not change another's items. `seeding` is how seeds become
// generator states (core/rng.ts): a stored session is replayed with the seeding it was dealt with.
import { CURRENT_SEEDING, Rng, type Seeding } from '../rng.ts';
import { createCoupDealer } from './kinds/kind.ts';
import { kindModule } from './kinds/index.ts';
import { readTheStacks } from './read-the-stacks.ts';
import { english, type Phrase } from '../i18n/phrase.ts';
import { failure, fieldFailure } from '../i18n/failure.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import { drillSetWords } from './spec-refusal.ts';
import { resolveProfile, type DrillSet } from './spec.ts';
import type { Difficulty, DrillItem } from './types.ts';
import type { Named } from '../result.ts';

/** How many times an item already in the session is dealt again before it is let stand. */
const REDEALS = 6;

/** What makes two items the same to a trainee: each step's question, what the table shows, the options as a set
 *  (not their order) and the answer's meaning. */
export function sameness(item: DrillItem): string {
  return JSON.stringify(
    item.steps.map((s) => {
      const form = s.prompt.form;
      const e = s.key.expected;
      // Sorted by their English words: a message sorts as "[object Object]", which would make every set of
      // options the same set.
      const options = form.type === 'choice' ? form.options.map((o) => english(o.label)).sort() : null;
      const answer =
        e.type === 'choice' && form.type === 'choice'
          ? form.options.find((o) => o.key === e.choice)?.label
          : e;
      return [s.prompt.question, s.prompt.scene, options, answer];
    }),
  );
}

/** Told after each item how many of the set's items are dealt (a rare set takes seconds: the screen shows it). */
const DIFFICULTY_NAMES: readonly string[] = ['basic', 'standard', 'hard'] satisfies readonly Difficulty[];

export type OnDealt = (done: number, total: number) => void;

export function generateItems(
  set: DrillSet,
  seed: string,
  seeding: Seeding = CURRENT_SEEDING,
  onDealt?: OnDealt,
): Named<'items', DrillItem[]> {
  const resolved = resolveProfile(set);
  if (!resolved.ok) return resolved;
  const profile = resolved.profile;
  const total = set.sections.reduce((sum, section) => sum + section.count, 0);
  const items: DrillItem[] = [];
  const seen = new Set<string>();
  for (const [n, section] of set.sections.entries()) {
    const mod = kindModule(section.kind);
    if (!mod) {
      return fieldFailure(`sections.${n}.kind`, ref('kindfail_no_generator', { kind: String(section.kind) }));
    }
    // A set read from a file is checked by its schema; one built in code is not, and a bad difficulty would fail deep
    // in a kind's stake (NaN limits) instead of naming the field.
    if (!DIFFICULTY_NAMES.includes(section.difficulty)) {
      return fieldFailure(
        `sections.${n}.difficulty`,
        ref('kindfail_bad_difficulty', { value: String(section.difficulty) }),
      );
    }
    const parsed = mod.constraints.safeParse(section.constraints ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = ['sections', n, 'constraints', ...(issue?.path ?? [])].map(String).join('.');
      // The schema's own words and zod's as messages where they have one (spec-refusal.ts).
      return failure(
        ref('main_field_problem', {
          field: path,
          problem: issue ? drillSetWords(issue.message) : ref('kindfail_invalid', {}),
        }),
      );
    }
    const dealer = createCoupDealer(profile, `${seed}/section-${n}`, seeding);
    for (let j = 0; j < section.count; j++) {
      const index = items.length;
      const itemId = `item-${index}`;
      const deal = (attempt: number) =>
        mod.generate({
          profile,
          rng: Rng.fromSeed(
            attempt === 0 ? `${seed}/item-${index}` : `${seed}/item-${index}/again-${attempt}`,
            seeding,
          ),
          difficulty: section.difficulty,
          constraints: parsed.data as Record<string, unknown>,
          itemId,
          timeLimitMs: section.timeLimitMs,
          dealer,
          ...(set.readTheStacks ? { readTheStacks: true } : {}),
        });
      // An item the session already holds, perhaps with its options in another order, is dealt again (issue 23: no
      // item repeats with only its options reordered); a kind with fewer items than asked for repeats after a few tries.
      let made = deal(0);
      for (let attempt = 1; attempt <= REDEALS && made.ok && seen.has(sameness(made.item)); attempt++) {
        made = deal(attempt);
      }
      if (!made.ok) return failure(ref('kindfail_section', { n, kind: section.kind, problem: made.error }));
      seen.add(sameness(made.item));
      if (made.item.id !== itemId || made.item.kind !== section.kind || made.item.steps.length === 0) {
        throw new Error(`drill kind ${section.kind} built a malformed item ${made.item.id}`);
      }
      items.push(set.readTheStacks ? readTheStacks(made.item, profile.chips) : made.item);
      onDealt?.(items.length, total);
    }
  }
  return { ok: true, items };
}

/** A failure about one section, read back from its message (a section's item not dealt, or one of its fields): the
 *  section and why, without the path (the set editor puts the words beside that section's constraints); null for any
 *  other failure. */
export function sectionProblem(phrase: MessageRef | undefined): { section: number; problem: Phrase } | null {
  if (phrase?.id === 'kindfail_section') {
    const { n, problem } = phrase.params as { n: number; problem: Phrase };
    return { section: n, problem };
  }
  if (phrase?.id === 'main_field_problem') {
    const { field, problem } = phrase.params as { field: string; problem: Phrase };
    const at = /^sections\.(\d+)\./.exec(field);
    if (at) return { section: Number(at[1]), problem };
  }
  return null;
}
