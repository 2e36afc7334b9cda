// The trainer studio's drill sets (issue 12) through the real channel registry: behind the trainer session; a draft
/* eslint-disable @typescript-eslint/no-explicit-any -- these tests break a valid document one field at a time */
// checked field by field in words and by a trial generation; saved changes bump the revision and a session records
// the revision it was dealt from; built-in sets are read-only; import checks a file completely and changes nothing
// stored when it is bad, and a clash waits for the trainer's choice (keep both, or replace).
import { english, sayPhrase } from '../../core/i18n/phrase.ts';
import { messageText } from '../../core/drills/spec-messages.ts';
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DrillSet } from '../../contract/index.ts';
import { LOCKED, NO_PASSCODE } from '../../electron/features/trainer/trainer.ts';
import { closeBackend, dumpDatabase, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

const PASS = 'open-sesame';
const dirs: string[] = [];
const backends: TestBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await closeBackend(b);
  for (const d of dirs.splice(0)) removeDir(d);
});

function fresh(): TestBackend {
  const dir = tempDir();
  dirs.push(dir);
  const b = testBackend(dir);
  backends.push(b);
  return b;
}

async function trainer(): Promise<TestBackend> {
  const b = fresh();
  await b.value('trainer.setPasscode', { passcode: PASS });
  return b;
}

const SET: DrillSet = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'Banker 3 to 6',
  description: 'Tasmania 11: the Banker draws by the Player’s third card.',
  profile: 'tasmania',
  sections: [
    {
      kind: 'third-card',
      count: 5,
      difficulty: 'standard',
      constraints: { bankerPoint: [3, 6], playerThirdCard: true },
      timeLimitMs: 8000,
    },
    {
      kind: 'payout',
      count: 3,
      difficulty: 'basic',
      constraints: { bets: ['player', 'banker'] },
      timeLimitMs: null,
    },
  ],
  passMarks: { overall: 0.8, perSkill: { 'third-card': { accuracy: 0.9, medianMs: 4000 } } },
  mode: 'practice',
  redLineFailsAssessment: false,
};

const plain = (s: object) => s as unknown as Record<string, unknown>;

describe('studio drill sets: behind the trainer session', () => {
  it('refused without a passcode and when locked; nothing stored', async () => {
    const b = fresh();
    const noPass = await b.call('studioSets.save', { set: plain(SET) });
    expect(noPass).toMatchObject({ ok: false, error: NO_PASSCODE });
    await b.value('trainer.setPasscode', { passcode: PASS });
    await b.value('trainer.lock');
    const before = dumpDatabase(b.dir);
    for (const r of [
      await b.call('studioSets.list'),
      await b.call('studioSets.preview', { set: plain(SET) }),
      await b.call('studioSets.importFile'),
    ])
      expect(r).toMatchObject({ ok: false, error: LOCKED });
    expect(dumpDatabase(b.dir)).toEqual(before);
  });
});

describe('studio drill sets: save, revisions, duplicate, rename, delete', () => {
  it('a saved change bumps the revision; a session records the revision it was dealt from', async () => {
    const b = await trainer();
    const first = await b.value('studioSets.save', { set: plain(SET) });
    expect(first.problems).toEqual([]);
    expect(first.saved).toMatchObject({ id: 'banker-3-to-6', revision: 1, builtIn: false, items: 8 });
    const trainee = await b.value('trainees.create', { name: 'Ada' });
    const s1 = await b.value('sessions.start', { traineeId: trainee.id, drillSetId: 'banker-3-to-6' });
    const changed = { ...SET, description: 'Changed.' };
    const second = await b.value('studioSets.save', {
      id: 'banker-3-to-6',
      revision: 1,
      set: plain(changed),
    });
    expect(second.saved?.revision).toBe(2);
    const s2 = await b.value('sessions.start', { traineeId: trainee.id, drillSetId: 'banker-3-to-6' });
    const history = await b.value('progress.history', { traineeId: trainee.id });
    const revisionOf = (id: string) => history.find((h) => h.sessionId === id)?.setRevision;
    expect(revisionOf(s1.sessionId)).toBe(1);
    expect(revisionOf(s2.sessionId)).toBe(2);
    // An editor that started from revision 1 cannot save over revision 2.
    const stale = await b.call('studioSets.save', { id: 'banker-3-to-6', revision: 1, set: plain(SET) });
    expect(stale.ok).toBe(false);
    expect((await b.value('studioSets.get', { id: 'banker-3-to-6' })).summary.revision).toBe(2);
  });

  it('a draft with problems is not saved and each problem names its field in words', async () => {
    const b = await trainer();
    const bad = structuredClone(SET) as unknown as Record<string, any>;
    bad.passMarks.overall = 1.5;
    bad.sections[0].count = 0;
    bad.sections[0].constraints.bankerPoint = [6, 3];
    const before = dumpDatabase(b.dir);
    const outcome = await b.value('studioSets.save', { set: bad });
    expect(outcome.saved).toBeNull();
    expect(outcome.problems.map((p) => p.field).sort()).toEqual(
      ['passMarks.overall', 'sections.0.constraints.bankerPoint', 'sections.0.count'].sort(),
    );
    expect(dumpDatabase(b.dir)).toEqual(before);
  });

  it('Tasmania 11: an impossible constraint is found by a trial generation and tied to its section', async () => {
    const b = await trainer();
    // A Player natural 9 with a Player third card cannot happen (Tasmania 11: a natural stands).
    const impossible = structuredClone(SET) as unknown as Record<string, any>;
    impossible.sections[1] = {
      kind: 'call-hand',
      count: 2,
      difficulty: 'standard',
      constraints: { playerPoint: 9, natural: true, playerThirdCard: true, winner: 'banker', bankerPoint: 0 },
      timeLimitMs: null,
    };
    const check = await b.value('studioSets.check', { set: impossible });
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]?.field).toBe('sections.1.constraints');
    expect(english(check.problems[0]!.label)).toBe('Section 2, Constraints');
  }, 60_000);

  it("why a section cannot be dealt crosses to the screen as a message, said in the trainer's language (issue 24)", async () => {
    const b = await trainer();
    // No Banker stake from 3 to 7 cents: the house's stakes are whole units.
    const unfit = structuredClone(SET) as unknown as Record<string, any>;
    unfit.sections[1] = {
      kind: 'payout',
      count: 2,
      difficulty: 'standard',
      constraints: { bets: ['banker'], stake: { min: 3, max: 7 } },
      timeLimitMs: null,
    };
    const check = await b.value('studioSets.check', { set: unfit });
    expect(check.problems).toHaveLength(1);
    const problem = check.problems[0]!;
    expect(problem.field).toBe('sections.1.constraints');
    const text = messageText(problem);
    expect(english(text)).toMatch(
      /^Section 2, Constraints: no item could be dealt: stake: no Banker stake from \$0\.03 to \$0\.07 at /,
    );
    const zh = sayPhrase(text, 'zh-Hant');
    expect(zh).toMatch(/^第 2 部分，.+：stake: .+ 沒有 \$0\.03 至 \$0\.07 之間的莊注碼/);
    expect(sayPhrase(text, 'zh-Hans')).toContain('之间的庄注码');
  }, 60_000);

  it('built-in sets are read-only but can be duplicated; own sets renamed and deleted', async () => {
    const b = await trainer();
    const builtIn = (await b.value('studioSets.list')).find((s) => s.builtIn);
    if (!builtIn) throw new Error('no built-in set');
    expect((await b.call('studioSets.delete', { id: builtIn.id })).ok).toBe(false);
    expect((await b.call('studioSets.rename', { id: builtIn.id, title: 'Mine' })).ok).toBe(false);
    const copy = await b.value('studioSets.duplicate', { id: builtIn.id });
    expect(copy).toMatchObject({ builtIn: false, revision: 1, title: `${builtIn.title} (copy)` });
    const renamed = await b.value('studioSets.rename', { id: copy.id, title: 'House calls' });
    expect(renamed).toMatchObject({ title: 'House calls', revision: 2 });
    expect((await b.call('studioSets.rename', { id: copy.id, title: builtIn.title })).ok).toBe(false);
    expect(await b.value('studioSets.delete', { id: copy.id })).toEqual({ id: copy.id });
    expect((await b.value('studioSets.list')).some((s) => s.id === copy.id)).toBe(false);
  });

  it('a preview deals a few items with their answer keys, from the unsaved draft', async () => {
    const b = await trainer();
    const preview = await b.value('studioSets.preview', { set: plain(SET) });
    expect(preview.problems).toEqual([]);
    expect(preview.items.length).toBe(4);
    expect(preview.items.map((i) => i.section)).toEqual([0, 0, 1, 1]);
    for (const item of preview.items) for (const step of item.steps) expect(step.key.answerText).not.toBe('');
    expect(preview.profile?.id).toBe('tasmania');
    expect((await b.value('studioSets.list')).some((s) => s.title === SET.title)).toBe(false);
  });
});

describe('studio drill sets: import and export', () => {
  function file(b: TestBackend, name: string, text: string): string {
    const path = join(b.dir, '..', `${b.dir.split('/').pop()}-${name}`);
    writeFileSync(path, text);
    dirs.push(path);
    return path;
  }

  const BAD_FILES: [string, (b: TestBackend) => string, RegExp][] = [
    ['truncated', (b) => file(b, 'cut.json', JSON.stringify(SET).slice(0, 80)), /cut short/],
    [
      'wrong types',
      (b) =>
        file(b, 'types.json', JSON.stringify({ ...SET, sections: [{ ...SET.sections[0], count: 'ten' }] })),
      /^Section 1, Items: must be a number$/,
    ],
    [
      'an unknown kind',
      (b) =>
        file(
          b,
          'kind.json',
          JSON.stringify({ ...SET, sections: [{ ...SET.sections[0], kind: 'juggling' }] }),
        ),
      /^Section 1, Drill kind: is not a drill kind this app knows/,
    ],
    [
      'Tasmania 11: an impossible constraint',
      (b) =>
        file(
          b,
          'impossible.json',
          JSON.stringify({
            ...SET,
            sections: [
              {
                kind: 'call-hand',
                count: 2,
                difficulty: 'standard',
                constraints: { playerPoint: 9, natural: true, playerThirdCard: true },
                timeLimitMs: null,
              },
            ],
            passMarks: { overall: 0.8, perSkill: {} },
          }),
        ),
      /^Section 1, Constraints: no item could be dealt/,
    ],
    [
      'a future format version',
      (b) => file(b, 'future.json', JSON.stringify({ ...SET, version: 2 })),
      /format version 2.*newer version/,
    ],
    [
      'a 50 MB file',
      (b) => {
        const path = file(b, 'huge.json', '');
        truncateSync(path, 50 * 1024 * 1024);
        return path;
      },
      /the file is 50 MB; a drill-set file is at most 2\.0 MB/,
    ],
  ];

  for (const [name, make, words] of BAD_FILES) {
    it(`${name}: its own message, and nothing stored changes`, async () => {
      const b = await trainer();
      const path = make(b);
      const before = dumpDatabase(b.dir);
      b.dialogs.openQueue.push(path);
      const outcome = await b.value('studioSets.importFile');
      if (outcome.outcome !== 'invalid') throw new Error(`imported: ${JSON.stringify(outcome)}`);
      const text = outcome.problems.map((p) => english(messageText(p)));
      expect(
        text.some((t) => words.test(t)),
        text.join(' | '),
      ).toBe(true);
      expect(text.join(' ')).not.toMatch(/sections\.\d/);
      expect(dumpDatabase(b.dir)).toEqual(before);
    }, 60_000);
  }

  it('export, then import back: a clash waits for the choice; keep both imports a copy; replace bumps the revision', async () => {
    const b = await trainer();
    const saved = (await b.value('studioSets.save', { set: plain(SET) })).saved;
    if (!saved) throw new Error('not saved');
    const out = join(tempDir(), 'banker-3-to-6.json');
    dirs.push(join(out, '..'));
    b.dialogs.saveQueue.push(out);
    expect(await b.value('studioSets.exportFile', { id: saved.id })).toEqual({ path: out });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(SET);

    b.dialogs.openQueue.push(out);
    const before = dumpDatabase(b.dir);
    const clash = await b.value('studioSets.importFile');
    if (clash.outcome !== 'clash') throw new Error(JSON.stringify(clash));
    expect(clash.existing).toEqual({ id: saved.id, title: SET.title, builtIn: false });
    expect(dumpDatabase(b.dir)).toEqual(before);

    const copy = await b.value('studioSets.resolveImport', { token: clash.token, choice: 'keep-both' });
    if (copy.outcome !== 'imported') throw new Error(JSON.stringify(copy));
    expect(copy.summary).toMatchObject({ title: `${SET.title} (imported)`, revision: 1 });
    expect(copy.replaced).toBe(false);
    // The token is used up.
    expect((await b.call('studioSets.resolveImport', { token: clash.token, choice: 'replace' })).ok).toBe(
      false,
    );

    b.dialogs.openQueue.push(out);
    const again = await b.value('studioSets.importFile');
    if (again.outcome !== 'clash') throw new Error(JSON.stringify(again));
    const replaced = await b.value('studioSets.resolveImport', { token: again.token, choice: 'replace' });
    if (replaced.outcome !== 'imported') throw new Error(JSON.stringify(replaced));
    expect(replaced).toMatchObject({ replaced: true, summary: { id: saved.id, revision: 2 } });
    expect((await b.value('studioSets.list')).filter((s) => !s.builtIn)).toHaveLength(2);
  });
});
