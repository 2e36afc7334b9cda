// The Audit tab's action column in the reader's language (issue 24, renderer/lib/audit-action.ts): every trainer
// channel and every event a service writes to the trail has a message; English shows the stored name as before; an
// unknown name is shown as stored, inside words that say it is another action.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flushSync } from 'svelte';
import { describe, expect, test, vi } from 'vitest';
import { ACCESS, CHANNELS } from '../../contract/index.ts';
import { isTrainerAccess } from '../../contract/access.ts';
import { isMessageId } from '../../core/i18n/say.ts';
import { auditActionId, auditActionText } from '../../renderer/lib/audit-action.ts';
import AuditTab from '../../renderer/screens/trainer/AuditTab.svelte';
import { CHINESE, englishWords, inLanguage, readerLanguageEachTest } from './main-failures-language.ts';
import { mountInBody } from './mount.ts';

readerLanguageEachTest();

const TRAINER_CHANNELS = CHANNELS.filter((c) => isTrainerAccess(ACCESS[c]));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The events the main process writes to the trail: the names its audit calls and constants give. */
function writtenEvents(): string[] {
  const found = new Set<string>();
  // A call up to its statement's end, and every name-like literal in it (a ternary may give two).
  const call = /\b(?:auditTrainer|audit|storePasscode|writePasscode)\([^;]*/g;
  const name = /'([a-z]+(?:-[a-z]+)+)'/g;
  const constant = /\bLEDGER_[A-Z]+ = '([a-z-]+)'|'(signing-key-[a-z]+)'/g;
  for (const file of [...sources('electron'), ...sources('node-shared')]) {
    const text = readFileSync(file, 'utf8');
    for (const hit of text.matchAll(call))
      for (const literal of hit[0].matchAll(name)) found.add(literal[1] as string);
    for (const hit of text.matchAll(constant)) found.add((hit[1] ?? hit[2]) as string);
  }
  return [...found].sort();
}

test('every trainer channel and every event written to the trail has a message', () => {
  const events = writtenEvents();
  expect(events).toContain('passcode-set');
  expect(events).toContain('attempt-ledger-fault');
  const missing = [...TRAINER_CHANNELS, ...events].filter((a) => !isMessageId(auditActionId(a)));
  expect(missing).toEqual([]);
});

describe.each(['zh-Hant', 'zh-Hans'] as const)('in %s', (language) => {
  test.each([...TRAINER_CHANNELS, 'passcode-set', 'trainer-unlocked'])('%s is said in Chinese', (action) => {
    inLanguage(language);
    const text = auditActionText(action);
    expect(text).toMatch(CHINESE);
    expect(englishWords(text, ['CSV', 'xAPI', 'PIN'])).toEqual([]);
  });

  test('an unknown action is named as stored', () => {
    inLanguage(language);
    const text = auditActionText('widgets.polish');
    expect(text).toMatch(CHINESE);
    expect(text).toContain('widgets.polish');
  });

  test('the tab’s action column shows the words', async () => {
    inLanguage(language);
    const row = (seq: number, event: string) => ({ seq, at: '2026-03-12T03:05:00.000Z', event, detail: '' });
    (globalThis as { trainer?: unknown }).trainer = {
      audit: {
        trail: () =>
          Promise.resolve({
            ok: true,
            value: {
              check: { ok: true, rows: 2, sealedThrough: null },
              rows: [row(2, 'trainees.create'), row(1, 'passcode-set')],
              earlierFaults: [],
            },
          }),
      },
    };
    const el = mountInBody(AuditTab, {});
    const actions = (): string[] => {
      flushSync();
      return [...el.querySelectorAll('[data-testid="audit-rows"] tbody td:nth-child(3)')].map(
        (td) => td.textContent ?? '',
      );
    };
    await vi.waitFor(() => expect(actions()).toHaveLength(2));
    for (const text of actions()) {
      expect(text).toMatch(CHINESE);
      expect(englishWords(text)).toEqual([]);
    }
  });
});

test('in English the stored names show as before', () => {
  inLanguage('en');
  expect(auditActionText('trainees.create')).toBe('trainees.create');
  expect(auditActionText('passcode-set')).toBe('passcode-set');
  expect(auditActionText('widgets.polish')).toBe('widgets.polish');
});
