// The Training room tab's state (issue 22): the form (address, role, password, station name), what "Test the
// connection" said, this PC's room status and the room's dashboard. The password lives only in the form until it is
// sent; main seals it and never sends it back.
import type { ConnectionCheck, JoinPreview, RoomSettings, RoomView } from '../../../electron/ipc/contract.ts';
import { call } from '../bridge.ts';

export interface RoomTraineeRow {
  readonly traineeId: string;
  readonly name: string;
  readonly staffNumber: string | null;
  readonly sessions: number;
  readonly responses: number;
  readonly accuracy: number | null;
  readonly lastAt: string | null;
  readonly stations: readonly string[];
}

export class RoomPanel {
  view = $state.raw<RoomView | null>(null);
  host = $state('');
  port = $state('5432');
  database = $state('');
  user = $state<'bdt_station' | 'bdt_trainer'>('bdt_station');
  tls = $state(false);
  stationName = $state('');
  password = $state('');
  check = $state.raw<ConnectionCheck | null>(null);
  rows = $state.raw<readonly RoomTraineeRow[] | null>(null);
  preview = $state.raw<JoinPreview | null>(null);
  error = $state<string | null>(null);
  busy = $state(false);

  /** The form as the channel takes it, or what is wrong with it, in words. */
  settings(): RoomSettings | string {
    const port = Number(this.port);
    if (this.host.trim() === '') return 'Enter the room’s host (its name or IP address).';
    if (!Number.isInteger(port) || port < 1 || port > 65535) return 'The port is a number from 1 to 65535.';
    if (this.database.trim() === '') return 'Enter the room’s database name.';
    if (this.stationName.trim() === '') return 'Give this PC a station name (as trainers will see it).';
    return {
      host: this.host.trim(),
      port,
      database: this.database.trim(),
      user: this.user,
      tls: this.tls,
      stationName: this.stationName.trim(),
    };
  }

  async load(): Promise<void> {
    const r = await call((api) => api.room.status());
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.#show(r.value);
    if (r.value.settings) {
      const s = r.value.settings;
      this.host = s.host;
      this.port = String(s.port);
      this.database = s.database;
      this.user = s.user;
      this.tls = s.tls;
      this.stationName = s.stationName;
    }
  }

  #show(view: RoomView): void {
    this.view = view;
    this.error = null;
  }

  async #run(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await work();
    } finally {
      this.busy = false;
    }
  }

  test(): Promise<void> {
    return this.#run(async () => {
      const settings = this.settings();
      if (typeof settings === 'string') {
        this.check = { ok: false, problem: null, message: settings };
        return;
      }
      const password = this.password === '' ? undefined : this.password;
      const r = await call((api) => api.room.test({ settings, ...(password ? { password } : {}) }));
      this.check = r.ok ? r.value : { ok: false, problem: 'other', message: r.error };
    });
  }

  /** What joining would upload and whom each trainee becomes in the room; nothing is sent. */
  showPreview(): Promise<void> {
    return this.#run(async () => {
      const settings = this.settings();
      if (typeof settings === 'string') {
        this.error = settings;
        return;
      }
      const password = this.password === '' ? undefined : this.password;
      const r = await call((api) => api.room.preview({ settings, ...(password ? { password } : {}) }));
      if (r.ok) {
        this.preview = r.value;
        this.error = null;
      } else this.error = r.error;
    });
  }

  join(): Promise<void> {
    return this.#run(async () => {
      const settings = this.settings();
      if (typeof settings === 'string') {
        this.error = settings;
        return;
      }
      if (this.password === '') {
        this.error = 'Enter the password IT gave you for this role.';
        return;
      }
      const password = this.password;
      const r = await call((api) => api.room.join({ settings, password }));
      if (!r.ok) {
        this.error = r.error;
        return;
      }
      this.password = '';
      this.preview = null;
      this.#show(r.value);
    });
  }

  leave(): Promise<void> {
    return this.#run(async () => {
      const r = await call((api) => api.room.leave());
      if (r.ok) this.#show(r.value);
      else this.error = r.error;
    });
  }

  pushNow(): Promise<void> {
    return this.#run(async () => {
      const r = await call((api) => api.room.pushNow());
      if (r.ok) this.#show(r.value);
      else this.error = r.error;
    });
  }

  dashboard(): Promise<void> {
    return this.#run(async () => {
      const r = await call((api) => api.room.dashboard());
      if (r.ok) this.rows = r.value;
      else this.error = r.error;
    });
  }
}
