// Trainer mode in the interface language (issue 24): each screen group says its words in Traditional Chinese when
// the station's default is zh-Hant (trainer mode has no trainee, so the station's applies), and goes back to the
// same English word for word when it is English again. Dates, numbers and money follow the language
// (renderer/lib/locale-format.ts); English keeps core/calendar.ts's and core/money.ts's one format.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { mountInBody } from './mount.ts';
import type { CohortView } from '../../contract/progress-types.ts';
import type { ManagedTrainee, TraineeDeletion } from '../../contract/index.ts';
import type { AssessmentArea } from '../../renderer/lib/assessment.svelte.ts';
import { languages } from '../../renderer/lib/state/languages.svelte.ts';
import { formatDay, formatMoney } from '../../renderer/lib/locale-format.ts';
import { formatCents } from '../../core/money.ts';
import { formatDay as formatDayEn } from '../../core/calendar.ts';
import TrainerTabs from '../../renderer/screens/trainer/TrainerTabs.svelte';
import PasscodePrompt from '../../renderer/screens/trainer/PasscodePrompt.svelte';
import DashboardCohort from '../../renderer/screens/dashboard/DashboardCohort.svelte';
import TraineeList from '../../renderer/screens/trainer/studio/trainees/TraineeList.svelte';
import DeleteTrainee from '../../renderer/screens/trainer/studio/trainees/DeleteTrainee.svelte';
import RoomEditNote from '../../renderer/screens/trainer/studio/RoomEditNote.svelte';
import ProfileEditor from '../../renderer/screens/trainer/studio/profile/ProfileEditor.svelte';
import { fieldLabel } from '../../renderer/lib/profile-labels.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';

const speak = (l: 'en' | 'zh-Hant' | 'zh-Hans') => {
  languages.preview({ interface: l });
  flushSync();
};
beforeEach(() => speak('zh-Hant'));
afterEach(() => {
  languages.unsaved = null;
});

const text = (root: HTMLElement) => (root.textContent ?? '').replace(/\s+/g, ' ');

describe('trainer tabs and the passcode', () => {
  test('the tabs say their names in zh-Hant, and the same English again after a switch', () => {
    const root = mountInBody(TrainerTabs, { tab: 'assessments', onselect: () => {} });
    const names = () =>
      [...root.querySelectorAll('[role="tab"]')].map((t) => t.firstChild?.textContent?.trim());
    expect(names()).toEqual(['考核', '總覽', '練習題組', '賭場規則', '學員', '培訓室', '稽核', '實操標準']);
    expect(root.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('導師工作區');
    speak('en');
    expect(names()).toEqual([
      'Assessments',
      'Dashboard',
      'Drill sets',
      'House rules',
      'Trainees',
      'Training room',
      'Audit',
      'Practical standard',
    ]);
  });

  test('setting the first passcode is asked for in zh-Hant', () => {
    const area = { status: { passcodeSet: false }, busy: false, error: null } as unknown as AssessmentArea;
    const root = mountInBody(PasscodePrompt, { area, onback: () => {} });
    expect(root.querySelector('h2')?.textContent?.trim()).toBe('設定導師密碼');
    expect(text(root)).toContain('再輸入一次');
    expect(text(root)).toContain('儲存密碼');
  });
});

describe('dashboard', () => {
  const cohort: CohortView = {
    from: '2026-03-01',
    to: '2026-03-31',
    bySet: [],
    bySkill: [],
    mostMissed: [],
    activeTrainees: 3,
  };

  test('the cohort card in zh-Hant, with the count in the sentence', () => {
    const root = mountInBody(DashboardCohort, {
      cohort,
      from: cohort.from,
      to: cohort.to,
      onExport: () => {},
    });
    expect(root.querySelector('#cohort-h')?.textContent).toBe('學員群組');
    expect(text(root)).toContain('期內有 3 名學員活躍。');
    expect([...root.querySelectorAll('caption')].map((c) => c.textContent)).toEqual([
      '各題組合格率',
      '各技能合格率',
      '最常答錯的情況',
    ]);
    expect(text(root)).toContain('期內沒有答錯。');
  });

  test('the same card in English is word for word as before', () => {
    speak('en');
    const root = mountInBody(DashboardCohort, {
      cohort,
      from: cohort.from,
      to: cohort.to,
      onExport: () => {},
    });
    expect(text(root)).toContain('3 trainees active in the period.');
    expect(text(root)).toContain('Nothing missed in the period.');
  });
});

describe('trainees', () => {
  const ada: ManagedTrainee = {
    id: 't1',
    name: 'Ada',
    identifier: 'S-1',
    createdAt: '2026-01-01T00:00:00Z',
    archived: true,
    lastActivity: null,
    sessions: 2,
    openAssignments: 1,
  };

  test('the list: its headings and an archived badge in zh-Hant', () => {
    const root = mountInBody(TraineeList, {
      trainees: [ada],
      selectedId: null,
      chosen: [],
      onselect: () => {},
      onchoose: () => {},
    });
    expect([...root.querySelectorAll('th')].map((t) => t.textContent?.trim())).toEqual([
      '指派給',
      '姓名',
      '員工編號',
      '練習節數',
      '最近活動',
      '待完成',
    ]);
    expect(root.querySelector('.badge')?.textContent).toBe('已封存');
    expect(root.querySelector('[data-testid="trainees-choose"]')?.getAttribute('aria-label')).toBe(
      '指派給 Ada',
    );
  });

  test('deleting one says what goes, counted, in zh-Hant; in English one and many as before', () => {
    const plan: TraineeDeletion = {
      traineeId: 't1',
      name: 'Ada',
      sessions: 1,
      answers: 12,
      attempts: 0,
      assignments: 2,
      blocked: null,
    };
    const props = { plan, error: null, busy: false, ondelete: async () => false, oncancel: () => {} };
    const root = mountInBody(DeleteTrainee, props);
    expect(root.querySelector('h3')?.textContent).toBe('刪除 Ada？');
    const counts = text(root.querySelector('[data-testid="trainees-delete-counts"]') as HTMLElement);
    expect(counts).toContain('1 節練習、12 個答案、0 次考核應考 及 2 項指派');
    speak('en');
    expect(text(root.querySelector('[data-testid="trainees-delete-counts"]') as HTMLElement).trim()).toBe(
      'This deletes Ada and every result of theirs for good: 1 session, 12 answers, 0 assessment attempts and ' +
        '2 assignments, with their progress. Reports already exported stay verifiable. To keep the results, ' +
        'archive instead.',
    );
  });
});

describe('studio: drill sets and house rules', () => {
  test("a save another trainer's overtook is said in zh-Hant, naming what was edited", () => {
    const root = mountInBody(RoomEditNote, {
      note: {
        sharing: 'trainer',
        message: null,
        roomRevision: 4,
        conflict: { revision: 4, theirRevision: 3, theirStation: 'PC-2', theirSavedAt: '' },
      },
      what: '題組',
    });
    expect(text(root)).toContain(
      '已在培訓室儲存為第 4 版。自你開啟此題組以來，另一位導師已在工作站 PC-2 儲存第 3 版',
    );
  });
});

describe('dates and money in the interface language', () => {
  test('English keeps the one format; zh-Hant and zh-Hans write the day in their own way', () => {
    const at = '2026-03-12T03:00:00Z';
    expect(formatDay(at)).toMatch(/2026年3月1[12]日/);
    speak('zh-Hans');
    expect(formatDay(at)).toMatch(/2026年3月1[12]日/);
    speak('en');
    expect(formatDay(at)).toBe(formatDayEn(at));
  });

  test('money stays integer cents and gets the house symbol in every language', () => {
    expect(formatMoney(123456, 'MOP$')).toBe('MOP$1,234.56');
    expect(formatMoney(-5, '$')).toBe('-$0.05');
    speak('en');
    expect(formatMoney(123456)).toBe(formatCents(123456));
  });
});

describe('the house-rules form', () => {
  const dragon = builtInProfile('dragon-bonus') as TableProfile;

  test('its sections, odds and skill names in zh-Hant; the same English again after a switch', () => {
    const editor = {
      profile: dragon,
      mode: 'edit' as const,
      onsave: () => {},
      onclose: () => {},
      onduplicate: () => {},
    };
    const root = mountInBody(ProfileEditor, editor);
    (root.querySelector('[data-testid="profile-form-targets.on"]') as HTMLInputElement).click();
    flushSync();
    const legends = () => [...root.querySelectorAll('legend')].map((l) => l.textContent?.trim());
    expect(legends()).toEqual([
      '賭枱',
      '莊家與和局',
      '旁注',
      '投注限額和籌碼（AUD）',
      '賭場慣例',
      '上枱水平目標',
    ]);
    expect(root.querySelector('[data-testid="profile-form-tie.pays"]')?.getAttribute('aria-label')).toBe(
      '和：賠',
    );
    expect(text(root)).toContain('龍寶');
    // A skill's name is the kind's own message (kindLabel), not the English registry name.
    const skills = [...root.querySelectorAll('[data-testid="profile-form-target"] td:first-child')];
    expect(skills.length).toBeGreaterThan(3);
    expect(skills.every((td) => /[\u4e00-\u9fff]/.test(td.textContent ?? ''))).toBe(true);
    speak('en');
    expect(legends()).toEqual([
      'Table',
      'Banker and Tie',
      'Side bets',
      'Limits and chips (AUD)',
      'House conventions',
      'Floor-ready targets',
    ]);
    expect(root.querySelector('[data-testid="profile-form-tie.pays"]')?.getAttribute('aria-label')).toBe(
      'Tie: pays',
    );
  });

  test.each([
    ['dragonBonus.margins.9.pays', '龍寶：勝 9 點（賠）', 'Dragon Bonus, win by 9 (pays)'],
    ['limits.side.max', '旁注最高', 'Side bets maximum'],
    ['pushWord', '退回的說法', 'Word for a push'],
  ])('the field %s is named in the interface language', (key, chinese, english) => {
    expect(fieldLabel(key)).toBe(chinese);
    speak('en');
    expect(fieldLabel(key)).toBe(english);
  });
});
