// Trainer mode's Audit tab (issue 20): the trail as main read and checked it, and exporting it as CSV.
import type { AuditTrailView } from '../../../contract/index.ts';
import { Caller } from './caller.svelte.ts';
import { m } from '../../../i18n/paraglide/messages.js';

export class AuditState {
  readonly caller = new Caller();
  view = $state.raw<AuditTrailView | null>(null);

  async load(): Promise<void> {
    const view = await this.caller.run((t) => t.audit.trail());
    if (view) this.view = view;
  }

  /** Saves the trail where the trainer chooses (a cancelled dialog saves nothing), then reads it again. */
  async exportCsv(): Promise<void> {
    await this.caller.run((t) => t.audit.exportCsv(), {
      notice: (saved) => (saved ? m.trainer_audit_saved({ rows: saved.rows, path: saved.path }) : null),
    });
    await this.load();
  }
}
