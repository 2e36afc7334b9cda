// JSON read back from the database. A value damaged on disk (by a sync tool, a crash of another program, a person
// with a database editor) is reported by what it is, never thrown: one damaged row must not break a whole feature.
import type { Result } from '../../core/result.ts';

export function parseStored<T>(json: string, what: string): Result<T> {
  try {
    return { ok: true, value: JSON.parse(json) as T };
  } catch {
    return { ok: false, error: `${what} is damaged and cannot be read` };
  }
}
