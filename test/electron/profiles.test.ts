// House rules (issue 12) through the real registry and store: saved profiles are edited, duplicated and deleted
// behind the trainer session; built-in ones are read-only; deleting tells how many drill sets embed a copy (they keep
// working); and (issue 13) the floor-ready rule uses the targets of the house named in the settings.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../core/i18n/phrase.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { LOCKED, NO_PASSCODE } from '../../electron/features/trainer/trainer.ts';
import { playSession } from '../support/play.ts';
import { closeBackend, dumpDatabase, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

let dir: string;
let b: TestBackend;
const PASSCODE = 'house-rules-passcode';

beforeEach(async () => {
  dir = tempDir();
  b = testBackend(dir);
  await b.value('trainer.setPasscode', { passcode: PASSCODE });
});
afterEach(async () => {
  await closeBackend(b);
  removeDir(dir);
});

const tasmania = builtInProfile('tasmania') as TableProfile;
const club: TableProfile = { ...tasmania, id: 'club', name: 'Club rules', tie: { pays: 9, per: 1 } };

function db() {
  const d = b.store.db();
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

describe('profiles: update, duplicate, delete', () => {
  it('a saved profile is edited in place; its id stays', async () => {
    await b.value('profiles.save', { profile: club });
    const edited = await b.value('profiles.update', {
      id: 'club',
      profile: { ...club, name: 'Club rules 2', superSix: { odds: { pays: 12, per: 1 } } },
    });
    expect(edited.name).toBe('Club rules 2');
    const list = await b.value('profiles.list');
    expect(list.find((p) => p.id === 'club')).toMatchObject({
      name: 'Club rules 2',
      tie: { pays: 9, per: 1 },
    });
    expect(list.filter((p) => p.id === 'club')).toHaveLength(1);
    expect(await b.call('profiles.update', { id: 'club', profile: { ...club, id: 'other' } })).toMatchObject({
      ok: false,
      error: expect.stringContaining('keeps its id'),
    });
  });

  it('an invalid edit is refused with the bad field named, and the saved profile is unchanged', async () => {
    await b.value('profiles.save', { profile: club });
    const before = dumpDatabase(dir);
    const r = await b.call('profiles.update', { id: 'club', profile: { ...club, decks: 3 } });
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('decks: Tasmania 4.1') });
    expect(dumpDatabase(dir)).toEqual(before);
  });

  it('built-in profiles are read-only: no update, no delete; a duplicate is a saved copy with a new id', async () => {
    for (const r of [
      await b.call('profiles.update', { id: 'tasmania', profile: tasmania }),
      await b.call('profiles.delete', { id: 'tasmania' }),
    ])
      expect(r).toMatchObject({ ok: false, error: expect.stringContaining('built-in profile') });
    const copy = await b.value('profiles.duplicate', { id: 'dragon-bonus' });
    expect(copy).toMatchObject({
      id: 'dragon-bonus-copy',
      name: `${builtInProfile('dragon-bonus')?.name} (copy)`,
    });
    expect(copy.dragonBonus).toEqual(builtInProfile('dragon-bonus')?.dragonBonus);
    const again = await b.value('profiles.duplicate', { id: 'dragon-bonus' });
    expect(again.id).toBe('dragon-bonus-copy-2');
    const named = await b.value('profiles.duplicate', {
      id: 'dragon-bonus-copy',
      newId: 'dragon-9',
      name: 'Dragon 9',
    });
    expect(named).toMatchObject({ id: 'dragon-9', name: 'Dragon 9' });
    expect(await b.call('profiles.duplicate', { id: 'tasmania', newId: 'dragon-9' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('already exists'),
    });
  });

  it('deleting says how many saved drill sets embed the profile; they keep working, and the settings fall back', async () => {
    await b.value('profiles.save', { profile: club });
    await b.value('settings.set', { profileId: 'club' });
    await b.value('profiles.setHouse', { profileId: 'club' });
    const file = join(dir, 'club-set.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'baccarat-drill-set',
        version: 1,
        title: 'Club third cards',
        description: 'At the club table.',
        profile: club,
        mode: 'practice',
        sections: [{ kind: 'third-card', count: 3, difficulty: 'standard', timeLimitMs: null }],
        passMarks: { overall: 0.8, perSkill: {} },
        redLineFailsAssessment: false,
      }),
    );
    b.dialogs.openQueue.push(file);
    const set = await b.value('drillSets.importFile');
    expect(await b.value('profiles.usage', { id: 'club' })).toEqual({
      id: 'club',
      drillSets: 1,
      drillSetTitles: ['Club third cards'],
      practiceTable: true,
      house: true,
    });
    const deleted = await b.value('profiles.delete', { id: 'club' });
    expect(deleted.drillSets).toBe(1);
    expect((await b.value('profiles.list')).map((p) => p.id)).not.toContain('club');
    expect((await b.value('settings.get')).profileId).toBe('tasmania');
    expect(await b.value('profiles.house')).toEqual({ profileId: 'tasmania', ownTargets: false });
    // The set carries its own copy of the profile: it still starts and deals at Tie 9:1.
    const got = await b.value('drillSets.get', { id: set?.id ?? '' });
    expect(got.profile).toMatchObject({ id: 'club', tie: { pays: 9, per: 1 } });
    const t = await b.value('trainees.create', { name: 'Ann' });
    const view = await b.value('sessions.start', { traineeId: t.id, drillSetId: set?.id ?? '' });
    expect(view.total).toBe(3);
    expect(await b.call('profiles.delete', { id: 'club' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('no saved profile'),
    });
  });

  it('every write needs the trainer session: locked, each is refused and nothing changes', async () => {
    await b.value('profiles.save', { profile: club });
    await b.value('trainer.lock');
    const before = dumpDatabase(dir);
    const writes = [
      await b.call('profiles.update', { id: 'club', profile: { ...club, name: 'X' } }),
      await b.call('profiles.duplicate', { id: 'club' }),
      await b.call('profiles.delete', { id: 'club' }),
      await b.call('profiles.usage', { id: 'club' }),
      await b.call('profiles.setHouse', { profileId: 'club' }),
      await b.call('profiles.save', { profile: { ...club, id: 'club-2' } }),
    ];
    for (const r of writes) expect(r).toMatchObject({ ok: false, error: LOCKED });
    expect(dumpDatabase(dir)).toEqual(before);
    // Reading which house applies is open (the trainee's progress page uses it).
    expect((await b.value('profiles.house')).profileId).toBe('tasmania');
  });

  it('without a passcode the studio channels are refused (trainer actions are kept behind it)', async () => {
    const d2 = tempDir();
    const fresh = testBackend(d2);
    try {
      expect(await fresh.call('profiles.duplicate', { id: 'tasmania' })).toMatchObject({
        ok: false,
        error: NO_PASSCODE,
      });
    } finally {
      await closeBackend(fresh);
      removeDir(d2);
    }
  });
});

describe('issue 13: floor-ready against the house targets', () => {
  /** Six Tasmania 11 third-card calls at 900 ms, `wrong` of them wrong. */
  async function thirdCards(traineeId: string, wrong: number): Promise<void> {
    const view = await b.value('progress.drill', {
      traineeId,
      targets: [{ type: 'table-of-play', cell: { banker: 4, third: 2 } }],
      count: 6,
    });
    await playSession(db(), view, (r) => b.call('sessions.answer', r), {
      right: (_key, n) => n >= wrong,
      responseMs: () => 900,
    });
  }

  const house = (accuracy: number): TableProfile => ({
    ...club,
    targets: { minAnswered: 5, skills: [{ kind: 'third-card', accuracy, paceMs: 2000 }] },
  });

  it('the default house (the built-in profile used before) keeps the app-wide targets', async () => {
    const t = await b.value('trainees.create', { name: 'Bo' });
    await thirdCards(t.id, 2);
    const page = await b.value('progress.page', { traineeId: t.id });
    expect(page.floor.ready).toBe(false);
    expect(page.floor.reasons.some((r) => english(r).startsWith('Call the hand'))).toBe(true);
  });

  it("a house's own targets decide: 4 of 6 right meets 60% but not 90%", async () => {
    const t = await b.value('trainees.create', { name: 'Cy' });
    await thirdCards(t.id, 2);
    await b.value('profiles.save', { profile: house(60) });
    expect(await b.value('profiles.setHouse', { profileId: 'club' })).toEqual({
      profileId: 'club',
      ownTargets: true,
    });
    const page = await b.value('progress.page', { traineeId: t.id });
    expect(page.floor).toEqual({ ready: true, reasons: [] });
    expect(page.targets.speedMs['third-card']).toBe(2000);
    expect(page.targets.accuracyBySkill).toEqual({ 'third-card': 0.6 });
    await b.value('profiles.update', { id: 'club', profile: house(90) });
    const after = await b.value('progress.page', { traineeId: t.id });
    expect(after.floor.reasons.map(english)).toEqual(['Third-card calls: accuracy 67% is below 90%']);
    const rows = await b.value('dashboard.trainees');
    expect(rows.find((r) => r.traineeId === t.id)?.floor).toEqual(after.floor);
  });

  it('a profile file without targets is still valid, and a house named but since deleted falls back', async () => {
    await b.value('profiles.save', { profile: club });
    expect((await b.value('profiles.list')).find((p) => p.id === 'club')?.targets).toBeUndefined();
    await b.value('profiles.setHouse', { profileId: 'club' });
    await b.value('profiles.delete', { id: 'club' });
    expect((await b.value('profiles.house')).profileId).toBe('tasmania');
    expect(await b.call('profiles.setHouse', { profileId: 'nowhere' })).toMatchObject({ ok: false });
  });
});
