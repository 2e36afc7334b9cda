// A step's feedback never gives away a later step's answer: the trainee reads it before answering the next step.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardLabel, type Card } from '../../../core/cards.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet, type DrillSection, type DrillSet } from '../../../core/drills/spec.ts';
import type { DrillItem } from '../../../core/drills/types.ts';
import { drillSet } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

const DIR = join(import.meta.dirname, '../../../assets/drill-sets');
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

function load(file: string): DrillSet {
  const r = parseDrillSet(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
  if (!r.ok) throw new Error(`${file}: ${r.error}`);
  return r.value;
}

function generated(set: DrillSet, seed: string): DrillItem[] {
  const made = generateItems(set, seed);
  if (!made.ok) throw new Error(made.error);
  return made.items;
}

describe("a step's feedback never contains a later step's answer", () => {
  it.each(FILES)(
    '%s: no step shows, in its answer or working, the answer a later step of the item asks for',
    (file) => {
      const set = load(file);
      for (const seed of ['a', 'b', 'c']) {
        for (const item of generated(set, seed)) {
          item.steps.forEach((step, i) => {
            for (const later of item.steps.slice(i + 1)) {
              const answer = english(later.key.answerText);
              // The same answer twice (a commission box that did not change) is not a give-away, nor is an amount the
              // later step's own prompt shows (a secret wager that stands as written, the posted minimum).
              const prompt = `${english(later.prompt.question)} ${english(later.prompt.scene.situation ?? '')}`;
              if (answer === english(step.key.answerText) || prompt.includes(answer)) continue;
              const shown = `${english(step.key.answerText)} ${english(step.key.working)}`;
              expect(shown, `${item.id} step ${i + 1} gives away: ${answer}`).not.toContain(answer);
            }
          });
        }
      }
    },
  );

  it('Tasmania 14.1, 14.3, 14.4: the procedure step names no result and no card not yet on the table', () => {
    const set = drillSet([
      { kind: 'irregularity', count: 150, difficulty: 'hard', timeLimitMs: null } as DrillSection,
    ]);
    let twoStep = 0;
    for (const item of generated(set, 'feedback')) {
      if (item.steps.length < 2) continue;
      twoStep++;
      const first = item.steps[0]!;
      const working = english(first.key.working);
      expect(working, item.id).not.toMatch(/\b(Player|Banker) wins\b|\ba tie at\b|Result:/);
      const scene = first.prompt.scene;
      const onTable = new Set(
        [...scene.player, ...scene.banker, ...(scene.shoeMouth ? [scene.shoeMouth] : [])].map((c) =>
          cardLabel(c.card as Card),
        ),
      );
      for (const label of working.match(/\b(10|[2-9AJQK])[♠♥♦♣]/g) ?? [])
        expect(onTable.has(label), `${item.id}: ${label} is not on the table yet`).toBe(true);
      // The result comes with the step that asks for it.
      expect(english(item.steps[1]!.key.working)).toMatch(/\b(Player|Banker) wins\b|\ba tie at\b/);
    }
    expect(twoStep).toBeGreaterThan(20);
  });
});
