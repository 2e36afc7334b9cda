// The school's practical standard (issue 21), per installation: every revision the trainer saves is kept, so grades
// name the revision they were given against and a record can always show it. Until one is saved the built-in default
// (core/assessment/practical-standard-default.ts) applies, as revision 0.
import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_STANDARD } from '../../../core/assessment/practical-standard-default.ts';
import { parseStandard, type SavedStandard } from '../../../core/assessment/practical-standard.ts';
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import type { Phrase } from '../../../core/i18n/phrase.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { RequestOf, Result } from '../../../contract/index.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { auditTrainer } from '../trainer/passcode.ts';
import { parseStored } from '../../storage/stored-json.ts';
import { requireTrainer } from '../trainer/trainer.ts';

export const DEFAULT_SAVED: SavedStandard = { revision: 0, savedAt: '', standard: DEFAULT_STANDARD };

/** The latest saved revision, the default if none; an error if the stored one cannot be read. */
export function currentStandard(db: DatabaseSync): Result<SavedStandard> {
  const row = db
    .prepare(
      'SELECT revision, standard_json, saved_at FROM practical_standards ORDER BY revision DESC LIMIT 1',
    )
    .get() as { revision: number; standard_json: string; saved_at: string } | undefined;
  if (!row) return { ok: true, value: DEFAULT_SAVED };
  const damaged = (error: Phrase) => failure(ref('err_practical_damaged', { revision: row.revision, error }));
  const json = parseStored<unknown>(row.standard_json, 'its text');
  if (!json.ok) return damaged(json.error);
  const standard = parseStandard(json.value);
  if (!standard.ok) return damaged(standard.phrase);
  return { ok: true, value: { revision: row.revision, savedAt: row.saved_at, standard: standard.value } };
}

export function getStandard(ctx: ServiceContext): Result<SavedStandard> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    return gate.ok ? currentStandard(db) : gate;
  });
}

export function saveStandard(
  ctx: ServiceContext,
  request: RequestOf<'practical.saveStandard'>,
): Promise<Result<SavedStandard>> {
  return withDbWrite(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const latest = db.prepare('SELECT MAX(revision) AS r FROM practical_standards').get() as {
      r: number | null;
    };
    const current = latest.r ?? 0;
    if (request.revision !== current)
      return fieldFailure(
        'revision',
        ref('err_practical_revision_stale', { from: request.revision, current }),
      );
    const saved: SavedStandard = {
      revision: current + 1,
      savedAt: ctx.now().toISOString(),
      standard: request.standard,
    };
    inTransaction(db, () => {
      db.prepare('INSERT INTO practical_standards (revision, standard_json, saved_at) VALUES (?, ?, ?)').run(
        saved.revision,
        JSON.stringify(saved.standard),
        saved.savedAt,
      );
      auditTrainer(db, saved.savedAt, 'practical-standard-saved', `revision ${saved.revision}`);
    });
    return { ok: true, value: saved };
  });
}
