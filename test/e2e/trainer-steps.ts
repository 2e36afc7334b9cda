// Steps many end-to-end tests share: setting the trainer passcode through the UI on a fresh install, and reading the
// harness backend's own database. One place, so a change to the passcode screen is made once.
import type { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import type { TrainerHarness } from './harness.ts';

/** From the home screen: Trainer mode, the passcode typed twice (first use sets it), Enter. */
export async function setPasscodeThroughUi(page: Page, passcode: string): Promise<void> {
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill(passcode);
  await page.getByTestId('passcode-again').fill(passcode);
  await page.keyboard.press('Enter');
}

/** The harness backend's SQLite store, for checking what a step wrote. */
export function trainerDatabase(trainer: TrainerHarness): DatabaseSync {
  const db = trainer.backend.store.db();
  if (!db.ok) throw new Error(db.error);
  return db.value;
}

/** On the trainer's Assessments tab: the set chosen and the candidate's name, staff number and assessor typed. */
export async function fillAssessmentStart(
  page: Page,
  start: { setId: string; name: string; staffNumber: string; assessor: string },
): Promise<void> {
  await page.getByTestId('assessment-set').selectOption(start.setId);
  await page.getByTestId('candidate-name').fill(start.name);
  await page.getByTestId('candidate-staff').fill(start.staffNumber);
  await page.getByTestId('assessor').fill(start.assessor);
}
