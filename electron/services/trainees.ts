// Trainees: a name and an optional identifier (staff number), unique when given.
import type { DatabaseSync } from 'node:sqlite';
import type { RequestOf, Result, Trainee } from '../ipc/contract.ts';
import { inTransaction } from '../storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from './context.ts';

interface TraineeRow {
  id: string;
  name: string;
  identifier: string;
  created_at: string;
}

const toTrainee = (r: TraineeRow): Trainee => ({
  id: r.id,
  name: r.name,
  identifier: r.identifier,
  createdAt: r.created_at,
});

export function findTrainee(db: DatabaseSync, id: string): Trainee | null {
  const row = db.prepare('SELECT * FROM trainees WHERE id = ?').get(id) as TraineeRow | undefined;
  return row ? toTrainee(row) : null;
}

export function listTrainees(ctx: ServiceContext): Result<Trainee[]> {
  return withDb(ctx, (db) => {
    const rows = db.prepare('SELECT * FROM trainees ORDER BY name COLLATE NOCASE, created_at').all();
    return { ok: true, value: (rows as unknown as TraineeRow[]).map(toTrainee) };
  });
}

export function createTrainee(
  ctx: ServiceContext,
  request: RequestOf<'trainees.create'>,
): Promise<Result<Trainee>> {
  return withDbWrite(ctx, (db) => {
    const name = request.name.trim();
    const identifier = (request.identifier ?? '').trim();
    if (identifier !== '') {
      const clash = db.prepare('SELECT name FROM trainees WHERE identifier = ?').get(identifier) as
        { name: string } | undefined;
      if (clash) {
        return { ok: false, error: `identifier: "${identifier}" already belongs to ${clash.name}` };
      }
    }
    const trainee: Trainee = { id: ctx.newId(), name, identifier, createdAt: ctx.now().toISOString() };
    inTransaction(db, () => {
      db.prepare('INSERT INTO trainees (id, name, identifier, created_at) VALUES (?, ?, ?, ?)').run(
        trainee.id,
        trainee.name,
        trainee.identifier,
        trainee.createdAt,
      );
    });
    return { ok: true, value: trainee };
  });
}
