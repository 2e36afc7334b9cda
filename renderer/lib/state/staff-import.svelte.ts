// A staff list imported from CSV (issue 21), in the setup and in trainer mode's Trainees tab: the file chosen and
// checked by main (nothing saved), shown with every wrong line, then imported whole or not at all.
import type { StaffPreview } from '../../../contract/index.ts';
import { call } from '../bridge.ts';
import { m } from '../../../i18n/paraglide/messages.js';

export class StaffImport {
  preview = $state.raw<StaffPreview | null>(null);
  error = $state<string | null>(null);
  busy = $state(false);
  /** A list with no wrong line and at least one trainee. */
  readonly ready = $derived(
    this.preview !== null && this.preview.problems.length === 0 && this.preview.rows.length > 0,
  );

  /** The open dialog, then the list as read; a cancelled dialog leaves things as they were. */
  async choose(): Promise<void> {
    this.busy = true;
    const r = await call((t) => t.trainees.previewCsv()).finally(() => (this.busy = false));
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = null;
    if (r.value !== null) this.preview = r.value;
  }

  cancel(): void {
    this.preview = null;
    this.error = null;
  }

  /** Every row of the list shown, or none; what was added ("3 trainees from staff.csv"), or null. */
  async importAll(): Promise<string | null> {
    const preview = this.preview;
    if (!preview || !this.ready) return null;
    this.busy = true;
    const r = await call((t) => t.trainees.importList({ rows: [...preview.rows] })).finally(
      () => (this.busy = false),
    );
    if (!r.ok) {
      this.error = r.error;
      return null;
    }
    this.cancel();
    return r.value.added === 1
      ? m.ui_staff_added_one({ file: preview.file })
      : m.ui_staff_added({ count: r.value.added, file: preview.file });
  }
}
