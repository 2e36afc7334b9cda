// Issue 24: the interface and call languages, a station default and each trainee's own, stored in main. What
// applies is the trainee's choice, else the station's, whose call language is the house profile's until one is chosen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TableProfile, Trainee } from '../../contract/index.ts';
import { builtInProfile, validateProfile } from '../../core/profiles.ts';
import { dumpDatabase, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

let dir: string;
let b: TestBackend;
let ada: Trainee;
beforeEach(async () => {
  dir = tempDir();
  b = testBackend(dir);
  ada = await b.value('trainees.create', { name: 'Ada' });
});
afterEach(async () => {
  await b.close();
  removeDir(dir);
});

function db() {
  const d = b.store.db();
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

const tasmania = builtInProfile('tasmania') as TableProfile;

describe('languages', () => {
  it('a new station is in English, and so is a trainee who chose nothing', async () => {
    const en = { interface: 'en', call: 'en' };
    expect(await b.value('languages.get')).toEqual({ station: en, trainee: null, effective: en });
    expect(await b.value('languages.forTrainee', { traineeId: ada.id })).toEqual({
      station: en,
      trainee: { interface: null, call: null },
      effective: en,
    });
  });

  it("the house profile's call language is the station's until the station chooses one", async () => {
    await b.value('profiles.save', {
      profile: { ...tasmania, id: 'macau', name: 'Macau', callLanguage: 'zh-Hant' },
    });
    await b.value('trainer.setPasscode', { passcode: 'open-sesame-42' });
    await b.value('profiles.setHouse', { profileId: 'macau' });
    expect((await b.value('languages.get')).station).toEqual({ interface: 'en', call: 'zh-Hant' });
    const chosen = await b.value('languages.setDefault', { call: 'en', interface: 'zh-Hans' });
    expect(chosen.station).toEqual({ interface: 'zh-Hans', call: 'en' });
    // Kept across a restart.
    await b.close();
    b = testBackend(dir);
    expect((await b.value('languages.get')).station).toEqual({ interface: 'zh-Hans', call: 'en' });
  });

  it("a trainee's own choice applies over the station's; null goes back to the station's", async () => {
    await b.value('languages.setDefault', { interface: 'zh-Hant', call: 'zh-Hant' });
    const own = await b.value('languages.setTrainee', { traineeId: ada.id, interface: 'en' });
    expect(own.trainee).toEqual({ interface: 'en', call: null });
    expect(own.effective).toEqual({ interface: 'en', call: 'zh-Hant' });
    const both = await b.value('languages.setTrainee', { traineeId: ada.id, call: 'zh-Hans' });
    expect(both.effective).toEqual({ interface: 'en', call: 'zh-Hans' });
    const back = await b.value('languages.setTrainee', { traineeId: ada.id, interface: null });
    expect(back.effective).toEqual({ interface: 'zh-Hant', call: 'zh-Hans' });
    // Another trainee is not touched.
    const bo = await b.value('trainees.create', { name: 'Bo' });
    expect((await b.value('languages.forTrainee', { traineeId: bo.id })).effective).toEqual({
      interface: 'zh-Hant',
      call: 'zh-Hant',
    });
  });

  it('a language that is not one is refused, naming the field and the languages, and nothing is stored', async () => {
    const before = dumpDatabase(dir);
    const r = await b.call('languages.setTrainee', { traineeId: ada.id, call: 'fr' as 'en' });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/call.*en, zh-Hant, zh-Hans/) });
    expect(await b.call('languages.setTrainee', { traineeId: 'nobody', call: 'en' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('no trainee "nobody"'),
    });
    expect(dumpDatabase(dir)).toEqual(before);
  });

  it('a stored value that is no longer a language reads as not chosen', async () => {
    db().prepare("INSERT INTO settings (key, json) VALUES ('interfaceLanguage', '\"xx\"')").run();
    db()
      .prepare("INSERT INTO trainee_languages (trainee_id, interface, call) VALUES (?, 'fr', 'zh-Hans')")
      .run(ada.id);
    expect((await b.value('languages.forTrainee', { traineeId: ada.id })).effective).toEqual({
      interface: 'en',
      call: 'zh-Hans',
    });
  });

  it("a deleted trainee's languages go with them", async () => {
    await b.value('languages.setTrainee', { traineeId: ada.id, interface: 'zh-Hans' });
    // trainees.delete removes the trainee row last (its tests); the row here goes by the foreign key.
    db().prepare('DELETE FROM trainees WHERE id = ?').run(ada.id);
    expect(db().prepare('SELECT COUNT(*) AS n FROM trainee_languages').get()).toEqual({ n: 0 });
  });

  it("once a passcode is set, only the trainer changes the station's default", async () => {
    await b.value('trainer.setPasscode', { passcode: 'open-sesame-42' });
    await b.value('trainer.lock');
    expect(await b.call('languages.setDefault', { interface: 'zh-Hant' })).toMatchObject({ ok: false });
    expect((await b.value('languages.get')).station.interface).toBe('en');
    // A trainee without a PIN still chooses their own.
    expect(
      (await b.value('languages.setTrainee', { traineeId: ada.id, interface: 'zh-Hant' })).effective
        .interface,
    ).toBe('zh-Hant');
  });

  it("a profile's call language must be one of the app's languages", () => {
    const r = validateProfile({ ...tasmania, id: 'x', callLanguage: 'cantonese' });
    expect(r).toMatchObject({
      ok: false,
      error: expect.stringContaining('callLanguage: must be one of en, zh-Hant, zh-Hans'),
    });
    expect(validateProfile({ ...tasmania, id: 'x', callLanguage: 'zh-Hans' })).toMatchObject({ ok: true });
  });
});
