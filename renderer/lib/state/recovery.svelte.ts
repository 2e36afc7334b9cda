// Trainer mode's recovery state (issue 20, guarantee 5): the recovery code just issued (shown once, then forgotten
// here too), the "passcode was recovered" notice until acknowledged, and the recovery itself from the locked screen.
import { call } from '../bridge.ts';

export class RecoveryState {
  /** A code to show once: set after the passcode is first set, after an older install's first unlock, or a recovery. */
  code = $state<string | null>(null);
  recoveredAt = $state<string | null>(null);
  error = $state<string | null>(null);
  busy = $state(false);

  /** After an unlock: any code waiting to be shown, and whether a recovery is to be reported. */
  async load(): Promise<void> {
    const [code, notice] = await Promise.all([
      call((t) => t.trainer.recoveryCode()),
      call((t) => t.trainer.recoveryNotice()),
    ]);
    if (code.ok && code.value.code) this.code = code.value.code;
    if (notice.ok) this.recoveredAt = notice.value.recoveredAt;
  }

  /** The trainer has written the code down: it is not kept on screen. */
  kept(): void {
    this.code = null;
  }

  async acknowledge(): Promise<void> {
    const r = await call((t) => t.trainer.acknowledgeRecovery());
    if (r.ok) this.recoveredAt = r.value.recoveredAt;
    else this.error = r.error;
  }

  async recover(recoveryCode: string, passcode: string): Promise<boolean> {
    this.busy = true;
    try {
      const r = await call((t) => t.trainer.recover({ recoveryCode, passcode }));
      if (!r.ok) {
        this.error = r.error;
        return false;
      }
      this.error = null;
      return true;
    } finally {
      this.busy = false;
    }
  }
}
