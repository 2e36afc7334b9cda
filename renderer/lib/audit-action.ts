// An audit row's action in the reader's language (issue 24). The trail stores what was done as data, chained and
// authenticated: a trainer channel ("trainees.create", electron/features/audit/trainer-audit.ts) or a service's own
// event ("passcode-set"). Each has a message, ui24r_audit_<name in snake case>; its English is the stored name, as
// the tab and the CSV export always showed it. A name not known here (a newer station's) is shown as stored.
import { isMessageId, say } from '../../core/i18n/say.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { languages } from './state/languages.svelte.ts';

const UNKNOWN = 'ui24r_audit_unknown';

/** "trainees.create" → "ui24r_audit_trainees_create", "passcode-set" → "ui24r_audit_passcode_set". */
export function auditActionId(action: string): string {
  return `ui24r_audit_${action
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[.-]/g, '_')
    .toLowerCase()}`;
}

/** The action as the reader's words; an unknown one named as stored. */
export function auditActionText(action: string): string {
  const id = auditActionId(action);
  if (id !== UNKNOWN && isMessageId(id)) return say({ id, params: {} }, languages.interface);
  return m.ui24r_audit_unknown({ action });
}
