import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { BUILT_IN_PROFILES, builtInProfile } from '../../core/profiles.ts';
import {
  anyResponse,
  backendWithFiles,
  dumpDatabase,
  FIXTURE_APP,
  removeBackendWithFiles,
  closeBackend,
  testBackend,
  type TestBackend,
} from './helpers.ts';

let dir: string;
let files: string;
let b: TestBackend;
beforeEach(() => {
  ({ dir, files, b } = backendWithFiles());
});
afterEach(() => removeBackendWithFiles({ dir, files, b }));

const fixtureSet = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURE_APP, 'assets', 'drill-sets', `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

function writeJson(name: string, value: unknown): string {
  const path = join(files, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

describe('app and trainees', () => {
  it('app.info reports the version, the data folder and the platform', async () => {
    expect(await b.value('app.info')).toEqual({ version: '0.0.0-test', dataDir: dir, platform: 'test' });
  });

  it('creates and lists trainees, sorted by name', async () => {
    await b.value('trainees.create', { name: 'Zoe', identifier: 'S-22' });
    await b.value('trainees.create', { name: 'adam' });
    const list = await b.value('trainees.list');
    expect(list.map((t) => [t.name, t.identifier])).toEqual([
      ['adam', ''],
      ['Zoe', 'S-22'],
    ]);
    expect(list[0]?.createdAt).toMatch(/^2026-01-01T09:00:\d\d\.000Z$/);
  });
});

describe('profiles', () => {
  const own = { ...builtInProfile('tasmania'), id: 'club-seven', name: 'Club Seven' };

  it('lists the built-in profiles, then saves a trainer profile that is listed after them', async () => {
    expect((await b.value('profiles.list')).map((p) => p.id)).toEqual(BUILT_IN_PROFILES.map((p) => p.id));
    expect(await b.value('profiles.save', { profile: own })).toEqual(own);
    expect((await b.value('profiles.list')).map((p) => p.id)).toEqual([
      ...BUILT_IN_PROFILES.map((p) => p.id),
      'club-seven',
    ]);
  });

  it('names the bad field of an invalid profile', async () => {
    const r = await b.call('profiles.save', { profile: { ...own, decks: 3 } });
    expect(r).toMatchObject({ ok: false });
    expect(!r.ok && r.error).toMatch(/profile\.decks: Tasmania 4\.1: a shoe holds 4 to 8 decks, not 3/);
  });

  it('never replaces a built-in profile or one already saved', async () => {
    const tas = builtInProfile('tasmania');
    expect(await b.call('profiles.save', { profile: { ...tas, name: 'Mine now' } })).toMatchObject({
      ok: false,
      error: 'id: "tasmania" is a built-in profile; give your profile a new id',
    });
    await b.value('profiles.save', { profile: own });
    const before = dumpDatabase(dir);
    expect(await b.call('profiles.save', { profile: { ...own, name: 'Other' } })).toMatchObject({
      ok: false,
      error: 'id: a profile with id "club-seven" is already saved; give this one a new id',
    });
    expect(dumpDatabase(dir)).toEqual(before);
  });
});

describe('settings', () => {
  it('starts from the defaults, keeps a partial update, refuses an unknown profile', async () => {
    expect(await b.value('settings.get')).toEqual({
      profileId: 'tasmania',
      speed: 1,
      sound: true,
      volume: 0.8,
      reducedMotion: 'system',
    });
    expect(await b.value('settings.set', { speed: 2.5, reducedMotion: 'on' })).toMatchObject({
      speed: 2.5,
      reducedMotion: 'on',
      volume: 0.8,
    });
    expect(await b.call('settings.set', { profileId: 'nowhere' })).toMatchObject({
      ok: false,
      error: 'profileId: there is no table profile "nowhere"',
    });
    expect(await b.value('settings.set', { profileId: 'tasmania-federal' })).toMatchObject({
      profileId: 'tasmania-federal',
    });
    await closeBackend(b);
    b = testBackend(dir);
    expect(await b.value('settings.get')).toMatchObject({
      speed: 2.5,
      reducedMotion: 'on',
      profileId: 'tasmania-federal',
    });
  });

  it("Tasmania 4.1: the deck count is the table profile's, not a setting that deals nothing; a stored one is ignored", async () => {
    expect(await b.call('settings.set', { decks: 6 } as never)).toMatchObject({ ok: false });
    // A deck count an earlier version stored is left out, and everything else still reads.
    await closeBackend(b);
    const db = new DatabaseSync(join(dir, 'trainer.db'));
    db.prepare("INSERT INTO settings (key, json) VALUES ('decks', '4'), ('speed', '2')").run();
    db.close();
    b = testBackend(dir);
    const settings = await b.value('settings.get');
    expect(settings).not.toHaveProperty('decks');
    expect(settings.speed).toBe(2);
  });
});

describe('drill sets: the library, import and export', () => {
  it('lists the starter library with summaries', async () => {
    const list = await b.value('drillSets.list');
    expect(list).toEqual([
      {
        id: 'call-hand-practice',
        title: 'Fixture: call the hand',
        description: 'Three coups to call, with feedback after each.',
        mode: 'practice',
        profileId: 'tasmania',
        kinds: ['call-hand'],
        items: 3,
        builtIn: true,
      },
      expect.objectContaining({
        id: 'mixed-assessment',
        kinds: ['whole-coup', 'result'],
        items: 4,
        mode: 'assessment',
      }),
    ]);
    expect(await b.value('drillSets.get', { id: 'call-hand-practice' })).toEqual(
      fixtureSet('call-hand-practice'),
    );
  });

  it('a cancelled dialog imports nothing', async () => {
    b.dialogs.openQueue.push(null);
    expect(await b.value('drillSets.importFile')).toBeNull();
    expect(b.dialogs.calls).toEqual([{ kind: 'open', title: 'Import a drill set' }]);
  });

  it('imports a valid file, which then round-trips through export unchanged', async () => {
    const doc = { ...fixtureSet('call-hand-practice'), title: 'Night shift warm-up' };
    b.dialogs.openQueue.push(writeJson('Night Shift.json', doc));
    const summary = await b.value('drillSets.importFile');
    expect(summary).toMatchObject({ id: 'night-shift', title: 'Night shift warm-up', builtIn: false });
    b.dialogs.saveQueue.push(join(files, 'out.json'));
    expect(await b.value('drillSets.exportFile', { id: 'night-shift' })).toEqual({
      path: join(files, 'out.json'),
    });
    expect(JSON.parse(readFileSync(join(files, 'out.json'), 'utf8'))).toEqual(doc);
    b.dialogs.saveQueue.push(null);
    expect(await b.value('drillSets.exportFile', { id: 'night-shift' })).toBeNull();
  });

  it('an export that cannot be written says so and leaves no half-written file behind', async () => {
    const target = join(files, 'gone', 'taken.json');
    b.dialogs.saveQueue.push(target);
    const r = await b.call('drillSets.exportFile', { id: 'call-hand-practice' });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^Could not write .*taken\.json \(/) });
    expect(readdirSync(files)).toEqual([]);
  });

  it.each([
    ['not JSON', '{ "format": ', /^broken\.json: not valid JSON \(/],
    [
      'a bad section count',
      { count: 0 },
      /^broken\.json: invalid drill set: sections\.0\.count: must be at least 1$/,
    ],
    [
      'an unknown kind',
      { kind: 'poker' },
      /^broken\.json: invalid drill set: sections\.0\.kind: must be one of /,
    ],
    ['an unknown profile', 'profile', /^broken\.json: invalid drill set: profile: unknown profile "nowhere"/],
  ])('refuses a file with %s, naming the part, and stores nothing', async (_what, change, error) => {
    const before = dumpDatabase(dir);
    const base = fixtureSet('call-hand-practice');
    const sections = base['sections'] as Record<string, unknown>[];
    const doc =
      typeof change === 'string' && change !== 'profile'
        ? change
        : change === 'profile'
          ? { ...base, profile: 'nowhere' }
          : { ...base, title: 'New', sections: [{ ...sections[0], ...(change as object) }] };
    b.dialogs.openQueue.push(writeJson('broken.json', doc));
    const r = await b.call('drillSets.importFile');
    expect(r).toMatchObject({ ok: false });
    expect(!r.ok && r.error).toMatch(error);
    expect(dumpDatabase(dir)).toEqual(before);
  });

  it('an id or title clash is an error unless the trainer asks to keep both', async () => {
    const sameId = writeJson('call-hand-practice.json', {
      ...fixtureSet('call-hand-practice'),
      title: 'Different title',
    });
    const sameTitle = writeJson('other-name.json', fixtureSet('call-hand-practice'));
    const before = dumpDatabase(dir);
    b.dialogs.openQueue.push(sameId, sameTitle);
    expect(await b.call('drillSets.importFile')).toMatchObject({
      ok: false,
      error:
        'call-hand-practice.json: the library already has a drill set with the id "call-hand-practice". Nothing was imported; import it again as a copy to keep both.',
    });
    expect(await b.call('drillSets.importFile', { onClash: 'error' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('with the title "Fixture: call the hand"'),
    });
    expect(dumpDatabase(dir)).toEqual(before);
    b.dialogs.openQueue.push(sameTitle, sameTitle);
    expect(await b.value('drillSets.importFile', { onClash: 'keep-both' })).toMatchObject({
      id: 'other-name-2',
      title: 'Fixture: call the hand (2)',
    });
    expect(await b.value('drillSets.importFile', { onClash: 'keep-both' })).toMatchObject({
      id: 'other-name-3',
      title: 'Fixture: call the hand (3)',
    });
    const ids = (await b.value('drillSets.list')).map((s) => s.id);
    expect(ids).toEqual(['call-hand-practice', 'mixed-assessment', 'other-name-2', 'other-name-3']);
    expect(await b.value('drillSets.get', { id: 'call-hand-practice' })).toEqual(
      fixtureSet('call-hand-practice'),
    );
  });
});

describe('sessions', () => {
  async function trainee() {
    return (await b.value('trainees.create', { name: 'Ada' })).id;
  }

  it('practice: one prompt at a time, feedback with the key after each response, summary at the end', async () => {
    const traineeId = await trainee();
    const view = await b.value('sessions.start', { traineeId, drillSetId: 'call-hand-practice' });
    expect(view).toMatchObject({
      title: 'Fixture: call the hand',
      mode: 'practice',
      total: 3,
      answered: 0,
    });
    expect(JSON.stringify(view)).not.toMatch(/expected|answerText|"key"|seed/);
    let prompt = view.prompt;
    for (let i = 0; i < 3; i++) {
      expect(prompt).not.toBeNull();
      const out = await b.value('sessions.answer', {
        sessionId: view.sessionId,
        response: anyResponse(prompt!.form),
        responseMs: 1200 + i,
      });
      expect(out.feedback?.key.rule).toMatch(/Tasmania/);
      expect(out.feedback?.mark.responseMs).toBe(1200 + i);
      prompt = out.next;
      expect(out.summary === null).toBe(i < 2);
    }
    const summary = await b.value('sessions.summary', { sessionId: view.sessionId });
    expect(summary).toMatchObject({ sessionId: view.sessionId, finished: true, answered: 3, items: 3 });
    expect(summary.feedback).toHaveLength(3);
    expect(
      await b.call('sessions.answer', {
        sessionId: view.sessionId,
        response: { type: 'draw', draw: true },
        responseMs: 5,
      }),
    ).toMatchObject({
      ok: false,
      error: 'The session "Fixture: call the hand" has ended; start a new one.',
    });
    const history = await b.value('progress.history', { traineeId });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      sessionId: view.sessionId,
      drillSetId: 'call-hand-practice',
      summary: { answered: 3 },
    });
    // Not even once it has ended: with the seed, the same session could be dealt again and answered from the keys.
    expect(JSON.stringify([history, summary])).not.toMatch(/"seed"/);
    const m = await b.value('progress.mastery', { traineeId });
    expect(m['call-hand'].answered).toBe(3);
  });

  it('progress: one count, of items, from the session in main: a several-step item counts once its last step is answered', async () => {
    const traineeId = await trainee();
    const view = await b.value('sessions.start', { traineeId, drillSetId: 'mixed-assessment' });
    // Two whole coups (several steps each), then two results (one step each).
    expect(view).toMatchObject({ total: 4, answered: 0 });
    let prompt = view.prompt;
    let steps = 0;
    while (prompt) {
      const out = await b.value('sessions.answer', {
        sessionId: view.sessionId,
        response: anyResponse(prompt.form),
        responseMs: 900,
      });
      steps++;
      const lastStep = prompt.step + 1 === prompt.steps;
      // Items before this one, and this one once its last step is in.
      expect(out.answered, `after ${prompt.itemId} step ${prompt.step + 1}`).toBe(
        prompt.index + (lastStep ? 1 : 0),
      );
      expect(out.answered).toBeLessThanOrEqual(view.total);
      expect(out.next === null).toBe(out.answered === view.total);
      if (out.next) {
        const resumed = await b.value('sessions.resume', { sessionId: view.sessionId });
        expect(resumed.answered).toBe(out.answered);
      }
      prompt = out.next;
    }
    expect(steps).toBeGreaterThan(view.total); // the whole coups have several steps
  });

  it('assessment: no feedback, marks or keys on any channel until the set ends; then the summary carries all feedback', async () => {
    const traineeId = await trainee();
    // The renderer may not choose an assessment's seed, nor see it while the assessment runs: with it, it could
    // regenerate every answer key. Item ids do not carry it either.
    expect(
      await b.call('sessions.start', { traineeId, drillSetId: 'mixed-assessment', seed: 'exam-1' } as never),
    ).toMatchObject({
      ok: false,
      error:
        'Invalid request to sessions.start: seed: the app chooses the seed; it is never sent or received',
    });
    const view = await b.value('sessions.start', { traineeId, drillSetId: 'mixed-assessment' });
    expect(view).not.toHaveProperty('seed');
    expect(view.prompt?.itemId).toBe('item-0');
    const masteryBefore = await b.value('progress.mastery', { traineeId });
    let prompt = view.prompt;
    let steps = 0;
    const items = new Set<string>();
    let last = null;
    while (prompt) {
      items.add(prompt.itemId);
      const out = await b.value('sessions.answer', {
        sessionId: view.sessionId,
        response: anyResponse(prompt.form),
        responseMs: 900,
      });
      expect(out.feedback).toBeNull();
      steps++;
      if (out.next) {
        expect(out.summary).toBeNull();
        // A summary of a running assessment would give away marks (correct, accuracy) and key cases (suggestion).
        expect(await b.call('sessions.summary', { sessionId: view.sessionId })).toMatchObject({
          ok: false,
          error:
            'The assessment "Fixture: mixed assessment" is still running: its results come when it ends.',
        });
        expect(await b.value('progress.mastery', { traineeId })).toEqual(masteryBefore);
        expect((await b.value('progress.history', { traineeId }))[0]).toMatchObject({
          summary: null,
        });
        const resumed = await b.value('sessions.resume', { sessionId: view.sessionId });
        // The table's house rules are public (a commission "rounded on the mark" is a rule, not a mark): the view
        // carries the same house the session started with, and nothing else in it gives an answer away.
        const { profile: table, ...rest } = resumed;
        expect(table).toEqual(view.profile);
        expect(JSON.stringify(rest)).not.toMatch(/"key"|answerText|expected|"mark"|correct/);
        expect(resumed).not.toHaveProperty('seed');
      }
      prompt = out.next;
      last = out;
    }
    expect(last?.summary?.feedback).toHaveLength(steps);
    expect(JSON.stringify(await b.value('progress.history', { traineeId }))).not.toMatch(/"seed"/);
    expect(last?.summary?.finished).toBe(true);
    const after = await b.value('progress.mastery', { traineeId });
    // Mastery counts items, as the summary does (issue 23): a whole coup of several steps is answered once.
    expect(after['whole-coup'].answered + after.result.answered).toBe(items.size);
    expect(items.size).toBeLessThan(steps);
    expect(await b.value('sessions.summary', { sessionId: view.sessionId })).toEqual(last?.summary);
  });

  it('an answer sent twice is recorded once: the second names the step it was meant for and is refused', async () => {
    const traineeId = await trainee();
    const view = await b.value('sessions.start', { traineeId, drillSetId: 'call-hand-practice' });
    const prompt = view.prompt!;
    const request = {
      sessionId: view.sessionId,
      response: anyResponse(prompt.form),
      responseMs: 500,
      itemId: prompt.itemId,
      step: prompt.step,
    };
    await b.value('sessions.answer', request);
    const before = dumpDatabase(dir);
    expect(await b.call('sessions.answer', request)).toMatchObject({
      ok: false,
      error: expect.stringContaining(
        `This answer is for ${prompt.itemId} step 1, but the session is at item-1 step 1`,
      ),
    });
    expect(dumpDatabase(dir)).toEqual(before);
  });

  it('a wrong-form response is refused and not stored', async () => {
    const traineeId = await trainee();
    const view = await b.value('sessions.start', { traineeId, drillSetId: 'call-hand-practice' });
    const before = dumpDatabase(dir);
    const r = await b.call('sessions.answer', {
      sessionId: view.sessionId,
      response: { type: 'draw', draw: true },
      responseMs: 10,
    });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^response: /) });
    expect(dumpDatabase(dir)).toEqual(before);
  });

  it('unfinished sessions are listed and can be resumed or closed', async () => {
    const traineeId = await trainee();
    const view = await b.value('sessions.start', { traineeId, drillSetId: 'call-hand-practice' });
    await b.value('sessions.answer', {
      sessionId: view.sessionId,
      response: anyResponse(view.prompt!.form),
      responseMs: 800,
    });
    await closeBackend(b);
    b = testBackend(dir);
    expect(await b.value('sessions.unfinished', { traineeId })).toEqual([
      expect.objectContaining({ sessionId: view.sessionId, answered: 1, total: 3, mode: 'practice' }),
    ]);
    const resumed = await b.value('sessions.resume', { sessionId: view.sessionId });
    expect(resumed).toMatchObject({ answered: 1, total: 3 });
    expect(resumed.prompt?.index).toBe(1);
    const closed = await b.value('sessions.close', { sessionId: view.sessionId });
    expect(closed).toMatchObject({ finished: false, answered: 1, passed: false });
    expect(await b.value('sessions.unfinished', { traineeId })).toEqual([]);
    expect(await b.value('sessions.close', { sessionId: view.sessionId })).toEqual(closed);
  });

  it('a session that can no longer be replayed (e.g. after an update) can still be closed; its answers are kept', async () => {
    const traineeId = await trainee();
    const view = await b.value('sessions.start', { traineeId, drillSetId: 'call-hand-practice' });
    await b.value('sessions.answer', {
      sessionId: view.sessionId,
      response: anyResponse(view.prompt!.form),
      responseMs: 800,
    });
    await closeBackend(b);
    const raw = new DatabaseSync(join(dir, 'trainer.db'));
    raw.exec(`UPDATE responses SET response_json = '{"type":"amount","amount":1}'`);
    raw.close();
    b = testBackend(dir);
    const resumed = await b.call('sessions.resume', { sessionId: view.sessionId });
    expect(resumed).toMatchObject({ ok: false, error: expect.stringMatching(/cannot be replayed/) });
    expect((await b.value('sessions.unfinished', { traineeId })).map((u) => u.sessionId)).toEqual([
      view.sessionId,
    ]);
    const closed = await b.call('sessions.close', { sessionId: view.sessionId });
    expect(closed).toMatchObject({
      ok: false,
      error: expect.stringMatching(/cannot be replayed.*closed.*kept/s),
    });
    expect(await b.value('sessions.unfinished', { traineeId })).toEqual([]);
    expect(dumpDatabase(dir)['responses']).toHaveLength(1);
    expect((await b.value('progress.history', { traineeId }))[0]).toMatchObject({
      sessionId: view.sessionId,
      summary: null,
      finishedAt: expect.any(String),
    });
  });

  it('adaptive practice builds a set from the trainee history and stores it with the session', async () => {
    const traineeId = await trainee();
    const view = await b.value('sessions.start', {
      traineeId,
      adaptive: { profileId: 'tasmania', count: 5 },
    });
    expect(view.total).toBe(5);
    expect(view).not.toHaveProperty('seed');
    const history = await b.value('progress.history', { traineeId });
    expect(history[0]).toMatchObject({ drillSetId: null, finishedAt: null });
  });

  it('refuses an unknown trainee or drill set', async () => {
    expect(
      await b.call('sessions.start', { traineeId: 'nobody', drillSetId: 'call-hand-practice' }),
    ).toMatchObject({
      ok: false,
      error: 'There is no trainee "nobody".',
    });
    const traineeId = await trainee();
    expect(await b.call('sessions.start', { traineeId, drillSetId: 'nope' })).toMatchObject({
      ok: false,
      error: 'There is no drill set "nope".',
    });
  });
});
