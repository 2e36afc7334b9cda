// Issue 20, guarantee 6: a passcode set before today's rules (shorter than 8 characters) still opens trainer mode,
// and trainer mode asks for a new one, plainly and with the way to do it, until it is changed.
import { randomBytes, scryptSync } from 'node:crypto';
import { expect, test } from './harness.ts';

const OLD = 'sesame';
const NEW = 'e2e-longer-passcode-7';

test('issue 20: an older short passcode opens trainer mode, which asks for a new one until it is changed', async ({
  trainer,
}) => {
  const db = trainer.backend.store.db();
  if (!db.ok) throw new Error(db.error);
  // Hashed as an older version did (N = 2^15): the hash the store holds, never the passcode.
  const N = 2 ** 15;
  const salt = randomBytes(16);
  const hash = scryptSync(OLD, salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  db.value
    .prepare(
      "INSERT INTO trainer_auth (id, hash, salt, params_json, set_at) VALUES (1, ?, ?, ?, '2025-01-01')",
    )
    .run(hash.toString('base64'), salt.toString('base64'), JSON.stringify({ N, r: 8, p: 1, keylen: 32 }));

  const { page } = trainer;
  await trainer.open();
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill(OLD);
  await page.keyboard.press('Enter');
  // The first unlock of an older installation makes its key store and shows the recovery code once.
  await page.getByTestId('recovery-code-kept').click();
  const ask = page.getByTestId('weak-passcode');
  await expect(ask).toContainText('it is shorter than 8 characters');
  for (const size of [
    { width: 900, height: 600 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`weak-passcode-${size.width}.png`) });
  }
  await ask.getByRole('button', { name: 'Change the passcode' }).click();
  await page.getByLabel('Current passcode').fill(OLD);
  await page.getByTestId('passcode').fill(NEW);
  await page.getByTestId('passcode-again').fill(NEW);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trainer-tab-assessments')).toBeVisible();
  await expect(ask).toHaveCount(0);
  expect(trainer.consoleErrors).toEqual([]);
});
