// Each rule citation opens the clause in the project's own words (issue 10).
import { expect, test } from 'vitest';
import { citationParts, citedSections, clauseText } from '../../renderer/lib/rule-clauses.ts';

test.each([
  ['Tasmania 11', ['11']],
  ['Tasmania 8, 10.1', ['8', '10.1']],
  ['Tasmania 6.6–6.7, 10.2–10.3', ['6.6–6.7', '10.2–10.3']],
  [
    'House dealing procedure (take, then pay right to left; side bets last); Tasmania 6.6-6.8, 12, 15.7',
    ['6.6-6.8', '12', '15.7'],
  ],
  ['Tasmania 12.2; casino guide: commission box', ['12.2']],
  ['Deltin guide: Super Six 12:1', []],
])('%s cites %j, each with its words', (rule, labels) => {
  const sections = citedSections(rule);
  expect(sections.map((s) => s.label)).toEqual(labels);
  for (const s of sections) expect(s.text).toBeTruthy();
});

test('a range gives the words of each section in it', () => {
  const [range] = citedSections('Tasmania 6.6–6.8');
  expect(range?.text).toContain('Banker wager wins');
  expect(range?.text).toContain('Tie wagers win');
});

test('a subsection the project has no words for falls back to its section', () => {
  expect(clauseText('16.5.10b')).toBe(clauseText('16.5.10'));
  expect(clauseText('14.2')).toContain('excess');
  expect(clauseText('99')).toBeNull();
});

/** A citation as shown: "§" before a section shown as a chip, the rest as written. */
const shown = (rule: string) =>
  citationParts(rule)
    .map((p) => ('text' in p ? p.text : 'cited' in p ? p.cited.text : `§${p.section.label}`))
    .join('');

test.each([
  // Each section once, as its chip where the citation names it (issue 23).
  ['Tasmania 8, 10.1, 11', 'Tasmania §8§10.1§11'],
  ['Tasmania 12.2; Tasmania 12.2', 'Tasmania §12.2'],
  ['Tasmania 12.2; Tasmania 12.2, 15.7', 'Tasmania §12.2; Tasmania §15.7'],
  [
    'House dealing procedure (take, then pay right to left; side bets last); Tasmania 6.6-6.8, 12, 15.7',
    'House dealing procedure (take, then pay right to left; side bets last); Tasmania §6.6-6.8§12§15.7',
  ],
  ['Tasmania 12.2; casino guide: commission box', 'Tasmania §12.2; casino guide: commission box'],
  ['Deltin guide: Super Six 12:1', 'Deltin guide: Super Six 12:1'],
  ['Tasmania 99', 'Tasmania 99 '],
])('%s is shown as %j', (rule, expected) => {
  expect(shown(rule)).toBe(expected);
  const labels = citationParts(rule).flatMap((p) => ('section' in p ? [p.section.label] : []));
  expect(new Set(labels).size).toBe(labels.length);
});
