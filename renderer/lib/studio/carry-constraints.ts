// A section's constraints when its drill kind changes: each one the new kind has too, meaning the same (the same field
// in the trainer's words, and its schema accepts the value), is kept, so "Player draws a third card" survives a move
// between the coup kinds; one that only shares a name ("Banker's two-card point" in third-card calls is the final
// point in a whole coup) is not. What goes is named so the editor can say so and offer to undo (issue 23).
import { CONSTRAINT_FIELDS } from '../../../core/drills/constraint-fields.ts';
import { kindModule } from '../../../core/drills/kinds/index.ts';
import type { DrillKind } from '../../../core/drills/types.ts';
import { english } from '../../../core/i18n/phrase.ts';

export function carryConstraints(
  constraints: Readonly<Record<string, unknown>>,
  from: DrillKind,
  to: DrillKind,
): { kept: Record<string, unknown>; lost: string[] } {
  const schema = kindModule(to)?.constraints;
  const meaning = (kind: DrillKind, key: string) => {
    const f = CONSTRAINT_FIELDS[kind].find((x) => x.key === key);
    // The field's words in English: the same message, or the same words from a kind not yet converted (issue 24).
    return f ? `${english(f.label)}|${f.help === undefined ? '' : english(f.help)}` : null;
  };
  const kept: Record<string, unknown> = {};
  const lost: string[] = [];
  for (const [key, value] of Object.entries(constraints)) {
    if (value === undefined) continue;
    const same = meaning(from, key) !== null && meaning(from, key) === meaning(to, key);
    if (same && schema?.safeParse({ [key]: value }).success) kept[key] = value;
    else lost.push(key);
  }
  // Kept one by one, they must also hold together.
  if (schema && !schema.safeParse(kept).success) return { kept: {}, lost: Object.keys(constraints) };
  return { kept, lost };
}
