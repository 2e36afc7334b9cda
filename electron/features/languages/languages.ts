// The interface and call languages (issue 24; contract/languages.ts). The station's default is two rows of the
// settings table; a trainee's own choices are a row of trainee_languages (migration 18), NULL for one not made, and
// go with the trainee when they are deleted. A stored value that is no longer a language is read as not chosen.
import type { DatabaseSync } from 'node:sqlite';
import { BASE_LANGUAGE, isLanguage, type Language } from '../../../core/i18n/languages.ts';
import type { RequestOf, Result } from '../../../contract/index.ts';
import type { LanguagesView } from '../../../contract/languages.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { houseProfile } from '../profiles/profiles.ts';
import { parseStored } from '../../storage/stored-json.ts';
import { findTrainee } from '../trainees/trainees.ts';

/** The settings rows holding the station's default. */
const STATION_KEYS = { interface: 'interfaceLanguage', call: 'callLanguage' } as const;

type Chosen = { interface: Language | null; call: Language | null };

function stationChosen(db: DatabaseSync): Chosen {
  const read = (key: string): Language | null => {
    const row = db.prepare('SELECT json FROM settings WHERE key = ?').get(key) as
      { json: string } | undefined;
    const stored = row ? parseStored<unknown>(row.json, key) : null;
    return stored?.ok && isLanguage(stored.value) ? stored.value : null;
  };
  return { interface: read(STATION_KEYS.interface), call: read(STATION_KEYS.call) };
}

function traineeChosen(db: DatabaseSync, traineeId: string): Chosen {
  const row = db
    .prepare('SELECT interface, call FROM trainee_languages WHERE trainee_id = ?')
    .get(traineeId) as { interface: string | null; call: string | null } | undefined;
  return {
    interface: isLanguage(row?.interface) ? row.interface : null,
    call: isLanguage(row?.call) ? row.call : null,
  };
}

/** The station's languages, the trainee's choices and what applies: the trainee's, else the station's, whose call
 *  language is the house profile's until one is chosen, and English when the house names none. */
export function languagesView(db: DatabaseSync, traineeId: string | null): LanguagesView {
  const chosen = stationChosen(db);
  const station = {
    interface: chosen.interface ?? BASE_LANGUAGE,
    call: chosen.call ?? houseProfile(db).callLanguage ?? BASE_LANGUAGE,
  };
  const trainee = traineeId === null ? null : traineeChosen(db, traineeId);
  return {
    station,
    trainee,
    effective: { interface: trainee?.interface ?? station.interface, call: trainee?.call ?? station.call },
  };
}

const noTrainee = (id: string) => `traineeId: there is no trainee "${id}" (deleted meanwhile?)`;

export function getLanguages(ctx: ServiceContext): Result<LanguagesView> {
  return withDb(ctx, (db) => ({ ok: true, value: languagesView(db, null) }));
}

export function traineeLanguages(
  ctx: ServiceContext,
  request: RequestOf<'languages.forTrainee'>,
): Result<LanguagesView> {
  return withDb(ctx, (db) =>
    findTrainee(db, request.traineeId)
      ? { ok: true, value: languagesView(db, request.traineeId) }
      : { ok: false, error: noTrainee(request.traineeId) },
  );
}

export function setDefaultLanguages(
  ctx: ServiceContext,
  patch: RequestOf<'languages.setDefault'>,
): Promise<Result<LanguagesView>> {
  return withDbWrite(ctx, (db) => {
    inTransaction(db, () => {
      const upsert = db.prepare(
        'INSERT INTO settings (key, json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET json = excluded.json',
      );
      for (const which of ['interface', 'call'] as const) {
        const value = patch[which];
        if (value !== undefined) upsert.run(STATION_KEYS[which], JSON.stringify(value));
      }
    });
    return { ok: true, value: languagesView(db, null) };
  });
}

export function setTraineeLanguages(
  ctx: ServiceContext,
  request: RequestOf<'languages.setTrainee'>,
): Promise<Result<LanguagesView>> {
  return withDbWrite(ctx, (db) => {
    if (!findTrainee(db, request.traineeId)) return { ok: false, error: noTrainee(request.traineeId) };
    const now = traineeChosen(db, request.traineeId);
    const next = {
      interface: request.interface === undefined ? now.interface : request.interface,
      call: request.call === undefined ? now.call : request.call,
    };
    db.prepare(
      `INSERT INTO trainee_languages (trainee_id, interface, call) VALUES (?, ?, ?)
       ON CONFLICT (trainee_id) DO UPDATE SET interface = excluded.interface, call = excluded.call`,
    ).run(request.traineeId, next.interface, next.call);
    return { ok: true, value: languagesView(db, request.traineeId) };
  });
}
