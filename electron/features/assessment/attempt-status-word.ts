// An attempt's status as a word inside a sentence ("this one is finished", "ended closed"): the stored status said in
// the reader's language (issue 24); a status this version does not know stays as it was stored.
import type { Phrase } from '../../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';

const STATUS_WORDS: Readonly<Record<string, MessageRef>> = {
  running: ref('err_attempt_status_running', {}),
  finished: ref('err_attempt_status_finished', {}),
  closed: ref('err_attempt_status_closed', {}),
  abandoned: ref('err_attempt_status_abandoned', {}),
};

export function statusWord(status: string): Phrase {
  return Object.hasOwn(STATUS_WORDS, status) ? STATUS_WORDS[status]! : status;
}
