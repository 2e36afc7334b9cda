// Issue 24: the trainee's screens in Traditional Chinese when it is the interface language. English stays word for
// word (every other renderer test asserts it); here each screen group says its key words in zh-Hant, and numbers go
// through Intl in that locale.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { mountInBody } from './mount.ts';
import { languages } from '../../renderer/lib/state/languages.svelte.ts';
import { createAnswer } from '../../renderer/lib/answers.svelte.ts';
import AnswerPanel from '../../renderer/components/AnswerPanel.svelte';
import FeedbackPanel from '../../renderer/components/FeedbackPanel.svelte';
import SummaryView from '../../renderer/components/SummaryView.svelte';
import PaceMeter from '../../renderer/components/pace/PaceMeter.svelte';
import TableOfPlayHeatMap from '../../renderer/components/progress/TableOfPlayHeatMap.svelte';
import Welcome from '../../renderer/screens/Welcome.svelte';
import StorageError from '../../renderer/screens/StorageError.svelte';
import RecoveryStep from '../../renderer/screens/setup/RecoveryStep.svelte';
import TraineesStep from '../../renderer/screens/setup/TraineesStep.svelte';
import ChipTray from '../../renderer/components/ChipTray.svelte';
import { ChipTrayState } from '../../renderer/lib/chip-tray.svelte.ts';
import { FirstRunSetup } from '../../renderer/lib/state/first-run.svelte.ts';
import { RESULT_KEYS, settleKeys, SUMMARY_KEYS } from '../../renderer/lib/keymap.ts';
import { areaLabel, betLabel, noticeLines, sceneNoticeLines } from '../../renderer/lib/layout.ts';
import { progressInWords } from '../../renderer/lib/state/slow-calls.svelte.ts';
import { damagedInWords } from '../../renderer/lib/damaged.ts';
import { citedSections } from '../../renderer/lib/rule-clauses.ts';
import RuleCitation from '../../renderer/components/RuleCitation.svelte';
import { profile } from './fixtures.ts';
import type { Feedback } from '../../core/drills/types.ts';
import { ref } from '../../core/i18n/say.ts';
import { houseOrderRule } from '../../core/citations.ts';
import type { SessionSummary } from '../../contract/index.ts';
import type { StorageParts, WelcomeParts } from '../../renderer/lib/app-parts.ts';

const CHINESE = { interface: 'zh-Hant', call: 'zh-Hant' } as const;
beforeEach(() => {
  // As main would say them (the welcome screen reads the station's again: with no main here, the view stays).
  languages.view = { station: CHINESE, trainee: null, effective: CHINESE } as never;
});
afterEach(() => {
  languages.view = null;
  languages.unsaved = null;
});

const text = (root: HTMLElement) => (root.textContent ?? '').replace(/\s+/g, ' ');

test('the drill keys and bet names follow the interface language, and back to English', () => {
  expect(RESULT_KEYS.map((b) => b.label)).toEqual(['閒贏', '莊贏', '和局']);
  expect(settleKeys('push').map((b) => b.label)).toEqual(['收', '不動（退回）', '派彩']);
  // A house's own word for a push is its own.
  expect(settleKeys('stand-off')[1]?.label).toBe('不動（stand-off）');
  expect(SUMMARY_KEYS.map((b) => b.label)).toContain('重做錯題');
  expect(betLabel('banker_pair')).toBe('莊對');
  expect(areaLabel('dragon_player', null)).toBe('龍寶閒');
  languages.view = null;
  expect(RESULT_KEYS.map((b) => b.label)).toEqual(['Player wins', 'Banker wins', 'Tie']);
  expect(settleKeys('push')[1]?.label).toBe('Leave (push)');
});

test('the answer panel: the points form and its hint in zh-Hant', () => {
  const root = mountInBody(AnswerPanel, {
    answer: createAnswer({ type: 'points' }, [], [100]),
    bets: [],
    symbol: '$',
    enabled: true,
    onsubmit: () => undefined,
  });
  expect(text(root)).toContain('閒');
  expect(text(root)).toContain('例牌：否');
  expect(text(root)).toContain('報牌');
  expect(root.querySelector('.hint')?.textContent).toBe(
    '先輸入閒家點數，再輸入莊家點數；如有例牌按 N；然後按 Enter。',
  );
});

test('feedback in zh-Hant: right, the answer label and the time in seconds', () => {
  const feedback = {
    itemId: 'i1',
    step: 0,
    mark: { correct: true, credit: 1, late: false, responseMs: 1234, errors: [], redLine: false },
    response: { type: 'result', winner: 'banker' },
    key: {
      expected: { type: 'result', winner: 'banker' },
      answerText: 'Banker wins.',
      working: 'Banker 7 over Player 5.',
      rule: 'Tasmania 10.3',
      cases: [],
      redLine: false,
    },
  } as unknown as Feedback;
  const root = mountInBody(FeedbackPanel, { feedback, last: true, oncontinue: () => undefined });
  expect(root.querySelector('h2')?.textContent?.trim()).toBe('✓ 正確');
  expect(text(root)).toContain('答案');
  expect(root.querySelector('[data-testid="response-time"]')?.textContent).toBe('1.23 秒');
  expect(text(root)).toContain('查看總結');
});

test('the summary in zh-Hant: passed or not, the skills table and the keys', () => {
  const summary = {
    sessionId: 's1',
    title: '練習',
    mode: 'practice',
    finished: true,
    answered: 3,
    items: 3,
    correct: 2,
    tooSlow: 0,
    floorReady: 2,
    accuracy: 2 / 3,
    medianMs: 2500,
    skills: [],
    redLineFailures: 0,
    passed: false,
    failReasons: [],
    mistakes: [],
    suggestion: { kinds: [], cases: [], text: 'Practise Result next.' },
    feedback: [],
  } as unknown as SessionSummary;
  const root = mountInBody(SummaryView, { summary, canReplay: false, onaction: () => undefined });
  expect(root.querySelector('h2')?.textContent).toBe('練習：尚未合格');
  expect(text(root)).toContain('3 題中答對 2 題（66.7%），每步中位數 2.50 秒');
  expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toContain('準確率');
  expect(text(root)).toContain('開始建議的練習');
});

test('the pace meter and the table-of-play heat map in zh-Hant', () => {
  const pace = mountInBody(PaceMeter, {
    pace: { coups: 1, coupsPerHour: 60, targetCoupsPerHour: 70, targetFrom: 'default', accuracy: 1 },
  } as never);
  expect(text(pace)).toContain('局/小時');
  expect(text(pace)).toContain('目標 70（預設）');
  const heat = mountInBody(TableOfPlayHeatMap, { cells: [], mode: 'errors', onDrill: null });
  expect(heat.querySelector('table')?.getAttribute('aria-label')).toBe(
    '補牌規則：莊家頭兩張牌點數對閒家第三張牌',
  );
  expect(heat.querySelector('[data-testid="cell-3-none"]')?.getAttribute('title')).toBe(
    '莊 3 點，閒家第三張牌 無：尚未作答',
  );
});

test('welcome and the storage error screen in zh-Hant', () => {
  const welcome = mountInBody(Welcome, {
    app: { busy: false, welcome: async () => undefined } as unknown as WelcomeParts,
  });
  expect(welcome.querySelector('h1')?.textContent).toBe('歡迎上枱');
  expect(text(welcome)).toContain('開始我的第一個練習');
  const storage = mountInBody(StorageError, {
    app: { busy: false, storage: null } as unknown as StorageParts,
  });
  expect(storage.querySelector('h1')?.textContent).toBe('無法開啟你的培訓記錄');
  expect([...storage.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
    '選擇另一個資料夾…',
    '重新開始',
    '再試一次',
  ]);
});

test('the setup: the recovery code and the first trainees in zh-Hant, the keys unchanged', () => {
  const setup = new FirstRunSetup();
  setup.recoveryCode = 'ABCD-EFGH';
  const recovery = mountInBody(RecoveryStep, { setup });
  expect(recovery.querySelector('h2')?.textContent).toBe('復原碼');
  expect(text(recovery.querySelector('[data-testid="recovery-code-kept"]') as HTMLElement)).toBe(
    '我已妥善保管 Alt+K',
  );
  const trainees = mountInBody(TraineesStep, { setup, onfinish: async () => undefined });
  expect(trainees.querySelector('h2')?.textContent).toBe('首批學員');
  expect(text(trainees.querySelector('[data-testid="setup-finish"]') as HTMLElement).trim()).toBe(
    '稍後再新增學員：開啟學員端 Alt+F',
  );
});

test('the chip tray, the dealing progress and a damaged record in zh-Hant (numbers through Intl)', () => {
  const tray = new ChipTrayState([100, 500]);
  const root = mountInBody(ChipTray, { tray, symbol: '$', keyboard: false });
  expect(root.querySelector('.tray')?.getAttribute('aria-label')).toBe('籌碼盤');
  expect(root.querySelector('.add')?.getAttribute('aria-label')).toBe('加入一個 $1.00 籌碼（鍵 Q）');
  flushSync();
  expect(progressInWords({ stage: 'dealing', done: 1234, total: 5000 })).toBe('發牌：1,234／5,000 題（24%）');
  expect(damagedInWords({ kind: 'drill-set', id: 'x', name: 'Mine', problem: 'bad' } as never)).toBe(
    '練習題組「Mine」',
  );
});

test('a cited clause in zh-Hant, its English one click away; English has no second copy', () => {
  const [clause] = citedSections('Tasmania 12.3');
  expect(clause).toEqual({
    label: '12.3',
    text: '和注贏，1 賠 8。',
    english: 'Winning Tie wagers are paid 8 to 1.',
  });
  languages.view = null;
  expect(citedSections('Tasmania 12.3')[0]).toEqual({
    label: '12.3',
    text: 'Winning Tie wagers are paid 8 to 1.',
  });
});

test("feedback's citation in zh-Hant: the clause and the guide's words translated, each one keyboard button from its English", () => {
  const root = mountInBody(RuleCitation, { rule: 'Deltin guide: Tie bets are paid 8 to 1; Tasmania 12.3' });
  expect(root.querySelector('[data-testid="cited"]')?.textContent).toBe('Deltin 指南：和注 1 賠 8');
  expect(text(root)).not.toContain('Tie bets are paid');
  // Every control is a real button: reached with Tab, pressed with Enter or Space.
  const buttons = () => [...root.querySelectorAll('button')];
  expect(buttons().map((b) => [b.type, b.tabIndex, b.textContent])).toEqual([
    ['button', 0, '英文'],
    ['button', 0, '§12.3'],
  ]);
  const [guideEnglish, section] = buttons() as [HTMLButtonElement, HTMLButtonElement];
  guideEnglish.focus();
  expect(document.activeElement).toBe(guideEnglish);
  guideEnglish.click();
  flushSync();
  expect(guideEnglish.getAttribute('aria-expanded')).toBe('true');
  expect(root.querySelector('.english[lang="en"]')?.textContent).toBe(
    'Deltin guide: Tie bets are paid 8 to 1',
  );
  section.click();
  flushSync();
  const clause = root.querySelector('[data-testid="clause"]') as HTMLElement;
  expect(clause.textContent).toContain('和注贏，1 賠 8。');
  expect(clause.textContent).not.toContain('Winning Tie wagers');
  const clauseEnglish = clause.querySelector('button') as HTMLButtonElement;
  expect([clauseEnglish.type, clauseEnglish.tabIndex]).toEqual(['button', 0]);
  clauseEnglish.click();
  flushSync();
  expect(clause.querySelector('[lang="en"]')?.textContent).toBe('Winning Tie wagers are paid 8 to 1.');
});

test('the dealer check\'s citation of the house\'s order in zh-Hant: one translated citation though its English holds "; "', () => {
  const order = houseOrderRule({ seatOne: 'dealer-right', settlementOrder: 'main-then-side' });
  const root = mountInBody(RuleCitation, { rule: `Tasmania 11; ${order}` });
  expect(root.querySelector('[data-testid="cited"]')?.textContent).toBe(
    '賭場派牌程序（先結算主注（先收輸的，再派彩給贏的），後結算旁注：先收、派主注，再收、派旁注；每一輪都由1 號位起從右至左）',
  );
  expect(text(root)).not.toMatch(/House|bets|seat/);
  // The citations are separated as Chinese writes it (the zh tour showed "…」）英文; Tasmania §6.6").
  expect(text(root)).not.toContain(';');
  expect(text(root)).toMatch(/§11\s*；/);
  languages.view = null;
  const english = mountInBody(RuleCitation, { rule: `Tasmania 11; ${order}` });
  expect(english.querySelector('[data-testid="cited"]')).toBeNull();
  expect(text(english)).toContain(`; ${order}`);
});

test('in English the citation shows as written, with no English button for the guide', () => {
  languages.view = null;
  const root = mountInBody(RuleCitation, { rule: 'Deltin guide: Tie bets are paid 8 to 1; Tasmania 12.3' });
  expect(text(root)).toContain('Deltin guide: Tie bets are paid 8 to 1;');
  expect(root.querySelector('[data-testid="cited"]')).toBeNull();
  expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['§12.3']);
});

test("the table notice in zh-Hant; a situation's own line still replaces the house's line it matches", () => {
  const p = {
    ...profile('tasmania'),
    limits: { ...profile('tasmania').limits, maxCollectiveLiability: 500000 },
  };
  const lines = noticeLines(p);
  expect(lines[0]).toMatch(/^閒 \$[\d,.]+ – \$[\d,.]+ · 賠 1:1$/);
  expect(lines).toContain('最高總賠付額 $5,000.00');
  const shown = sceneNoticeLines(p, { notice: ['Maximum collective liability $2,000.00'] });
  expect(shown).toHaveLength(lines.length);
  expect(shown).toContain('Maximum collective liability $2,000.00');
  expect(shown).not.toContain('最高總賠付額 $5,000.00');
});

test.each([
  ['a message', ref('ui_nl_liability', { amount: '$2,000.00' }), '最高總賠付額 $2,000.00'],
  [
    'a stored English line',
    'Maximum collective liability $2,000.00',
    'Maximum collective liability $2,000.00',
  ],
])("a situation's line said with %s replaces the house's line of the same message", (_, line, said) => {
  const p = {
    ...profile('tasmania'),
    limits: { ...profile('tasmania').limits, maxCollectiveLiability: 500000 },
  };
  const house = noticeLines(p);
  const shown = sceneNoticeLines(p, { notice: [line, 'Wagers in multiples of the minimum'] });
  expect(shown).toEqual([
    ...house.map((l) => (l === '最高總賠付額 $5,000.00' ? said : l)),
    'Wagers in multiples of the minimum',
  ]);
  // A line said with none of the house lines' messages is added, even one that begins with a bet's name.
  expect(sceneNoticeLines(p, { notice: ['Tie wagers are refused this shoe'] })).toEqual([
    ...house,
    'Tie wagers are refused this shoe',
  ]);
});
