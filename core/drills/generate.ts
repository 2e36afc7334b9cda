// Items of a drill set from a seed. Deterministic on every machine: the same set and seed give the same items.
// Items come in section order (trainers design the progression; assessments mix kinds by listing sections).
// Item i's id is `item-${i}`: it never carries the seed, which would let the renderer regenerate the keys. Its RNG is
// seeded with `${seed}/item-${i}`; each section deals its coups from its own run of shoes seeded with
// `${seed}/section-${n}`, so editing one section does not change another's items. `seeding` is how seeds become
// generator states (core/rng.ts): a stored session is replayed with the seeding it was dealt with.
import { CURRENT_SEEDING, Rng, type Seeding } from '../rng.ts';
import { createCoupDealer } from './kinds/kind.ts';
import { kindModule } from './kinds/index.ts';
import { resolveProfile, type DrillSet } from './spec.ts';
import type { DrillItem } from './types.ts';
import type { Named } from '../result.ts';

/** Told after each item how many of the set's items are dealt (a rare set takes seconds: the screen shows it). */
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
  for (const [n, section] of set.sections.entries()) {
    const mod = kindModule(section.kind);
    if (!mod) {
      return {
        ok: false,
        error: `sections.${n}.kind: no generator is registered for drill kind "${section.kind}"`,
      };
    }
    const parsed = mod.constraints.safeParse(section.constraints ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = ['sections', n, 'constraints', ...(issue?.path ?? [])].map(String).join('.');
      return { ok: false, error: `${path}: ${issue?.message ?? 'invalid'}` };
    }
    const dealer = createCoupDealer(profile, `${seed}/section-${n}`, seeding);
    for (let j = 0; j < section.count; j++) {
      const index = items.length;
      const itemId = `item-${index}`;
      const made = mod.generate({
        profile,
        rng: Rng.fromSeed(`${seed}/item-${index}`, seeding),
        difficulty: section.difficulty,
        constraints: parsed.data as Record<string, unknown>,
        itemId,
        timeLimitMs: section.timeLimitMs,
        dealer,
      });
      if (!made.ok) return { ok: false, error: `sections.${n} (${section.kind}): ${made.error}` };
      if (made.item.id !== itemId || made.item.kind !== section.kind || made.item.steps.length === 0) {
        throw new Error(`drill kind ${section.kind} built a malformed item ${made.item.id}`);
      }
      items.push(made.item);
      onDealt?.(items.length, total);
    }
  }
  return { ok: true, items };
}
