// Why the room refused a row a trainer sent (an assignment, a drill set, a house profile), in the trainer's language
// (issue 24). PostgreSQL's own words are English and name columns and constraints: they go to the room's log line,
// never into the sentence the trainer reads, which says what kind of refusal it was by its SQLSTATE.
import { ref, type MessageRef } from '../../core/i18n/say.ts';

const BY_CODE: Readonly<Record<string, MessageRef>> = {
  // integrity_constraint_violation (class 23)
  '23514': ref('eng24c_room_refused_check', {}),
  '23503': ref('eng24c_room_refused_missing', {}),
  '23505': ref('eng24c_room_refused_duplicate', {}),
  '23502': ref('eng24c_room_refused_empty', {}),
  // insufficient_privilege; no_data_found (a PL/pgSQL STRICT select)
  '42501': ref('eng24c_room_refused_no_right', {}),
  P0002: ref('eng24c_room_refused_missing', {}),
};

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/** The refusal in words: by its SQLSTATE, a data exception (class 22) as a value the room cannot store. */
export function refusalWords(error: unknown): MessageRef {
  const code = codeOf(error);
  const known = BY_CODE[code];
  if (known) return known;
  if (code.startsWith('22')) return ref('eng24c_room_refused_bad_value', {});
  return ref('eng24c_room_refused_other', { code: code || '?' });
}

/** PostgreSQL's own words, for the log line beside the notice (cut short: a row's value can be long). */
export function refusalDetail(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `${codeOf(error) || '?'} ${text.slice(0, 300)}`;
}
