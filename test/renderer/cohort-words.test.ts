// The dashboard's cohort in Chinese (issue 24): a skill's row is the kind's name in the reader's language (main
// labels it in English), a built-in set's title likewise, and a most-missed case is "kind：case" with the full-width
// colon and no space. English is as main and core/ wrote it.
import { describe, expect, test } from 'vitest';
import type { CohortView } from '../../contract/progress-types.ts';
import { KIND_LABELS } from '../../core/drills/kinds/index.ts';
import DashboardCohort from '../../renderer/screens/dashboard/DashboardCohort.svelte';
import { CHINESE, englishWords, inLanguage, readerLanguageEachTest } from './main-failures-language.ts';
import { mountInBody } from './mount.ts';

readerLanguageEachTest();

const rate = { attempts: 3, passed: 2, passRate: 2 / 3, trainees: 2 };
const cohort = {
  from: '2026-03-01',
  to: '2026-03-31',
  bySet: [{ key: 'tasmania-settlement', label: 'Tasmania: settlement', ...rate }],
  bySkill: [{ key: 'call-hand', label: KIND_LABELS['call-hand'], ...rate }],
  mostMissed: [{ kind: 'commission', tag: 'commission-exact', answered: 30, wrong: 3, errorRate: 0.1 }],
  activeTrainees: 3,
} as unknown as CohortView;

const rowHeads = (el: HTMLElement): string[] =>
  [...el.querySelectorAll('tbody th[scope="row"]')].map((th) => (th.textContent ?? '').trim());

function shown(): string[] {
  return rowHeads(mountInBody(DashboardCohort, { cohort, from: '', to: '', onExport: () => undefined }));
}

describe.each(['zh-Hant', 'zh-Hans'] as const)('in %s', (language) => {
  test('the skill and the case are Chinese, joined with a full-width colon', () => {
    inLanguage(language);
    const [, skill, missed] = shown();
    expect(skill).toMatch(CHINESE);
    expect(englishWords(skill ?? '')).toEqual([]);
    expect(missed).toContain('：');
    expect(missed).not.toMatch(/: |： /);
  });
});

test('in English the rows read as before', () => {
  inLanguage('en');
  const [set, skill, missed] = shown();
  expect(set).toBe('Tasmania: settlement');
  expect(skill).toBe(KIND_LABELS['call-hand']);
  expect(missed).toMatch(/^Commission: /);
});
