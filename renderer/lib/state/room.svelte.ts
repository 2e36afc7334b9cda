// The Training room tab's state (issue 22): the form (address, role, password, station name), what "Test the
// connection" said, this PC's room status and the room's dashboard. The password lives only in the form until it is
// sent; main seals it and never sends it back.
import type { ConnectionCheck, JoinPreview, RoomSettings, RoomView } from '../../../contract/index.ts';
import { Caller } from './caller.svelte.ts';
import { m } from '../../../i18n/paraglide/messages.js';

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
  readonly caller = new Caller();

  /** The form as the channel takes it, or what is wrong with it, in words. */
  settings(): RoomSettings | string {
    const port = Number(this.port);
    if (this.host.trim() === '') return m.trainer_room_need_host();
    if (!Number.isInteger(port) || port < 1 || port > 65535) return m.trainer_room_need_port();
    if (this.database.trim() === '') return m.trainer_room_need_database();
    if (this.stationName.trim() === '') return m.trainer_room_need_station();
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
    const view = await this.caller.run((api) => api.room.status(), { exclusive: false });
    if (!view) return;
    this.view = view;
    if (view.settings) {
      const s = view.settings;
      this.host = s.host;
      this.port = String(s.port);
      this.database = s.database;
      this.user = s.user;
      this.tls = s.tls;
      this.stationName = s.stationName;
    }
  }

  /** The password typed, if any, as the channels take it. */
  #password(): { password?: string } {
    return this.password === '' ? {} : { password: this.password };
  }

  async test(): Promise<void> {
    if (this.caller.busy) return;
    const settings = this.settings();
    if (typeof settings === 'string') {
      this.check = { ok: false, problem: null, message: settings };
      return;
    }
    // The outcome, good or bad, is the form's answer (next to the Test button), not an error.
    const check = await this.caller.run((api) => api.room.test({ settings, ...this.#password() }), {
      failed: (message) => (this.check = { ok: false, problem: 'other', message }),
    });
    if (check) this.check = check;
  }

  /** The form's settings, or null when a call is running or the form is incomplete (error says what is missing). */
  #settings(): RoomSettings | null {
    if (this.caller.busy) return null;
    const settings = this.settings();
    if (typeof settings !== 'string') return settings;
    this.caller.error = settings;
    return null;
  }

  /** What joining would upload and whom each trainee becomes in the room; nothing is sent. */
  async showPreview(): Promise<void> {
    const settings = this.#settings();
    if (!settings) return;
    const preview = await this.caller.run((api) => api.room.preview({ settings, ...this.#password() }));
    if (preview) this.preview = preview;
  }

  async join(): Promise<void> {
    const settings = this.#settings();
    if (!settings) return;
    if (this.password === '') {
      this.caller.error = m.trainer_room_need_password();
      return;
    }
    const password = this.password;
    const view = await this.caller.run((api) => api.room.join({ settings, password }));
    if (!view) return;
    this.password = '';
    this.preview = null;
    this.view = view;
  }

  async leave(): Promise<void> {
    const view = await this.caller.run((api) => api.room.leave());
    if (view) this.view = view;
  }

  async pushNow(): Promise<void> {
    const view = await this.caller.run((api) => api.room.pushNow());
    if (view) this.view = view;
  }

  async dashboard(): Promise<void> {
    const rows = await this.caller.run((api) => api.room.dashboard());
    if (rows) this.rows = rows;
  }
}
