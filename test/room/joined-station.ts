// A station as the app runs one in a room: a real backend with its own data folder, a trainer passcode, and joined to
// the room through the `room.join` channel (safeStorage is a double here), so the app's own RoomStation pushes, pulls
// and reads the room, as on a PC.
import { english } from '../../core/i18n/phrase.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { createBackend, type Backend, type BackendOptions } from '../../electron/backend.ts';
import type { Channel, RequestOf, ResponseOf, Result } from '../../contract/index.ts';
import type { SecretBox } from '../../electron/room/station.ts';
import { anyResponse } from '../support/doubles.ts';
import { APP_PAGE, PASSWORDS, practiseOn, stationOptions, type Room } from './room-fixture.ts';

export const PASSCODE = 'trainer-pass-9';

/** safeStorage's double: sealed bytes that do not contain the text. */
export const secrets: SecretBox = {
  isEncryptionAvailable: () => true,
  encryptString: (text) =>
    Buffer.from(`sealed:${Buffer.from(text).toString('hex').split('').reverse().join('')}`),
  decryptString: (sealed) =>
    Buffer.from(sealed.toString().slice('sealed:'.length).split('').reverse().join(''), 'hex').toString(),
};

/** A real backend on `dir`, with the secrets double; its calls as the app's page makes them. */
export function openBackend(dir: string, logs: string[], extra: Partial<BackendOptions> = {}) {
  const backend: Backend = createBackend(
    stationOptions(dir, { log: (m) => logs.push(m), secrets, ...extra }),
  );
  const call = <C extends Channel>(channel: C, request?: RequestOf<C>) =>
    backend.registry.invoke(channel, request, APP_PAGE) as Promise<Result<ResponseOf<C>>>;
  const value = async <C extends Channel>(channel: C, request?: RequestOf<C>) => {
    const r = await call(channel, request);
    if (!r.ok) throw new Error(`${channel}: ${r.error}`);
    return r.value;
  };
  return { backend, call, value };
}

export interface JoinedStation extends ReturnType<typeof openBackend> {
  db(): DatabaseSync;
  practise(traineeId: string): Promise<string>;
  /** Pushes and pulls now; the fault in words, or null. */
  sync(): Promise<string | null>;
  close(): Promise<void>;
}

/** A station named `name`, trainer mode open, joined to the room (at `port`, else the room's own) with `role`. */
export async function joinedStation(
  room: Room,
  name: string,
  port?: number,
  role: 'bdt_station' | 'bdt_trainer' = 'bdt_station',
  extra: Partial<BackendOptions> = {},
): Promise<JoinedStation> {
  const dir = mkdtempSync(join(tmpdir(), `bdt-joined-${name.replace(/\W/g, '')}-`));
  const s = openBackend(dir, [], extra);
  const address = room.address(role);
  await s.value('trainer.setPasscode', { passcode: PASSCODE });
  await s.value('room.join', {
    settings: {
      host: address.host,
      port: port ?? address.port,
      database: address.database,
      user: role,
      tls: false,
      stationName: name,
    },
    password: PASSWORDS[role],
  });
  const db = () => {
    const open = s.backend.store.db();
    if (!open.ok) throw new Error(open.error);
    return open.value;
  };
  return {
    ...s,
    db,
    practise: (traineeId) => practiseOn(s.backend, db(), traineeId),
    async sync() {
      const view = await s.value('room.pushNow');
      const said = view.sync?.fault?.message;
      return said === undefined ? null : english(said);
    },
    async close() {
      await s.backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs a whole assessment attempt of the fixture set for the candidate, answering anything; its id. */
export async function sit(s: JoinedStation, name: string, staffNumber: string): Promise<string> {
  let view = await s.value('assessment.start', {
    drillSetId: 'mixed-assessment',
    candidate: { name, staffNumber },
    assessor: 'Pat Supervisor',
  });
  while (view.prompt) {
    const p = view.prompt;
    view = await s.value('assessment.answer', {
      attemptId: view.attemptId,
      itemId: p.itemId,
      step: p.step,
      response: anyResponse(p.form),
    });
  }
  await s.value('trainer.unlock', { passcode: PASSCODE });
  return view.attemptId;
}
