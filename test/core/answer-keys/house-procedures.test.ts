// Regression test for issue 18 N3: a scene never shows a procedure the house does not allow. At houses that do not
// play the squeeze (Tasmania 9.3 is not offered: the casino guide's mini-baccarat, Deltin), no item of any starter set
// says the players squeezed or were passed the cards.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet, resolveProfile } from '../../../core/drills/spec.ts';
import type { DrillItem } from '../../../core/drills/types.ts';
import { english } from '../../../core/i18n/phrase.ts';

const DIR = new URL('../../../assets/drill-sets/', import.meta.url);
const SEEDS = Array.from({ length: 20 }, (_, i) => `n3-${i}`);
/** Players handling the cards by the house's leave: a squeeze, or the cards passed to a player. */
const SQUEEZE_SHOWN = /\b(?:squeezed|squeezes|squeezing)\b|\bpassed the (?:Player's |Banker's )?cards\b/i;

function texts(item: DrillItem): string[] {
  return item.steps.flatMap(({ prompt }) => [
    english(prompt.question),
    english(prompt.scene.situation ?? ''),
    ...(prompt.form.type === 'choice' ? prompt.form.options.map((o) => english(o.label)) : []),
  ]);
}

const sets = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((file) => {
    const parsed = parseDrillSet(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
    const profile = resolveProfile(parsed.value);
    if (!profile.ok) throw new Error(`${file}: ${profile.error}`);
    return { file, set: parsed.value, squeeze: profile.profile.squeeze };
  });

describe('N3 Tasmania 9.3: at a house without the squeeze no scene shows the players squeezing the cards', () => {
  const without = sets.filter((s) => !s.squeeze);
  it('the starter library has sets at houses without the squeeze', () => {
    expect(without.map((s) => s.file.split('-')[0]).sort()).toContain('deltin');
  });
  it.each(without.map((s) => [s.file, s] as const))('%s, 20 seeds', (_file, { set }) => {
    for (const seed of SEEDS) {
      const made = generateItems(set, seed);
      if (!made.ok) throw new Error(made.error);
      for (const item of made.items)
        for (const text of texts(item)) expect(text, `${item.id}: ${text}`).not.toMatch(SQUEEZE_SHOWN);
    }
  });
});
