// Kiosk mode for assessments (issue 20): while an attempt is open (running, or abandoned and waiting for the trainer)
// and trainer mode is locked, the window is in Electron's kiosk mode (full screen, no menu, no window controls) and
// closing it is refused. The trainer's passcode, typed on the attempt screen, opens trainer mode and so lets the window
// out. Main re-checks after each IPC call (an attempt starts, ends, or the trainer unlocks or locks) and when the
// window is asked to close (trainer mode may have locked itself when idle). What kiosk mode cannot stop is in
// docs/SECURITY.md, "What needs the operating system".
import type { DatabaseSync } from 'node:sqlite';
import type { ServiceContext } from './features/context.ts';

/** The part of a BrowserWindow kiosk mode uses. */
export interface KioskWindow {
  setKiosk(flag: boolean): void;
  isDestroyed(): boolean;
}

function attemptOpen(db: DatabaseSync): boolean {
  return (
    db.prepare("SELECT 1 FROM assessment_attempts WHERE status IN ('running', 'abandoned') LIMIT 1").get() !==
    undefined
  );
}

/** Kiosk while an attempt is open and trainer mode is not; a store that cannot be read wants no kiosk. */
export function kioskWanted(ctx: ServiceContext): boolean {
  if (ctx.trainer.isOpen) return false;
  const db = ctx.store.db();
  return db.ok && attemptOpen(db.value);
}

export class AttemptKiosk {
  readonly #win: KioskWindow;
  readonly #wanted: () => boolean;
  #on = false;

  constructor(win: KioskWindow, wanted: () => boolean) {
    this.#win = win;
    this.#wanted = wanted;
    this.sync();
  }

  get on(): boolean {
    return this.#on;
  }

  /** Puts the window in or out of kiosk mode as the attempt and trainer mode now say. */
  sync(): void {
    if (this.#win.isDestroyed()) return;
    const want = this.#wanted();
    if (want === this.#on) return;
    this.#win.setKiosk(want);
    this.#on = want;
  }

  /** The window's close event: refused (true) while kiosk mode holds. */
  refuseClose(event: { preventDefault(): void }): boolean {
    this.sync();
    if (!this.#on) return false;
    event.preventDefault();
    return true;
  }
}
