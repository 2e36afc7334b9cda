// Writing an export's file (issue 13): CSV fields and lines, streamed to a temporary file beside the target and renamed
// at the end, so a failed export never leaves half a file.
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a formula start is defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // A spreadsheet would run "=..." as a formula (CSV injection): a leading quote mark keeps it text.
  if (/^[=+\-@\t\r]/.test(s) && typeof value === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Bytes handed to the file stream at a time: under V8's large-object size too (see LINES_PER_CHUNK). */
const CHUNK = 64 * 1024;

/** Writes lines to `path` through a temporary file, in chunks, waiting whenever the disk falls behind. */
export async function writeLines(path: string, lines: Iterable<string>): Promise<number> {
  const partial = join(dirname(path), `.${basename(path)}.partial`);
  const out = createWriteStream(partial);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  let count = 0;
  try {
    let buffer = '';
    for (const line of lines) {
      buffer += line;
      count++;
      if (buffer.length >= CHUNK) {
        const more = out.write(buffer);
        buffer = '';
        if (!more) await Promise.race([new Promise<void>((r) => out.once('drain', () => r())), failed]);
      }
    }
    out.end(buffer);
    await Promise.race([new Promise<void>((r) => out.once('finish', () => r())), failed]);
    renameSync(partial, path);
    return count;
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

export function* concat<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

export function* withHeader(header: readonly string[], lines: Iterable<string>): Generator<string> {
  yield `${header.join(',')}\r\n`;
  yield* lines;
}

export function* csvLines(header: readonly string[], rows: Iterable<unknown[]>): Generator<string> {
  yield `${header.join(',')}\r\n`;
  for (const row of rows) yield `${row.map(csvField).join(',')}\r\n`;
}

/** `responses.csv` → `responses-attempts.csv`, beside it. */
export function attemptsPath(path: string): string {
  const ext = extname(path);
  return join(dirname(path), `${basename(path, ext)}-attempts${ext || '.csv'}`);
}
