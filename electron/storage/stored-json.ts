// JSON read back from the database. A value damaged on disk (by a sync tool, a crash of another program, a person
// with a database editor) is reported by what it is, never thrown: one damaged row must not break a whole feature.
import type { Result } from '../../core/result.ts';
import { failure } from '../../core/i18n/failure.ts';
import type { Phrase } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';

/** `what` names the value ("profile", or a message saying it); the failure is a message either way. */
export function parseStored<T>(json: string, what: Phrase): Result<T> {
  try {
    return { ok: true, value: JSON.parse(json) as T };
  } catch {
    return failure(ref('err_storage_damaged_json', { what }));
  }
}
