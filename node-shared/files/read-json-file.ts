// Reads a small JSON file a person chose (a drill set, a profile): only a regular file, never more than `maxBytes`
// (counted while reading: /proc files and devices report a size of 0), never waiting on a FIFO, and an error never
// quotes the file's content. Shared by the app's import and the engine's command line.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { failure } from '../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import type { Named, Result } from '../../core/result.ts';

// O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever. Not defined on Windows, where
// the same file kinds cannot be opened this way.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function kindOf(stat: ReturnType<typeof fstatSync>): MessageRef {
  if (stat.isDirectory()) return ref('cli24_file_kind_folder', {});
  if (stat.isFIFO()) return ref('cli24_file_kind_pipe', {});
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return ref('cli24_file_kind_device', {});
  if (stat.isSocket()) return ref('cli24_file_kind_socket', {});
  return ref('cli24_file_kind_other', {});
}

/** The bytes of a regular file, at most maxBytes; the error says what is wrong without any of its content. */
export function readRegularFile(path: string, maxBytes: number): Named<'bytes', Buffer> {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return failure(ref('cli24_file_cannot_open', { code }));
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return failure(ref('cli24_file_not_a_file', { kind: kindOf(stat) }));
    if (stat.size > maxBytes) return failure(ref('cli24_file_size', { size: stat.size, max: maxBytes }));
    const chunks: Buffer[] = [];
    let total = 0;
    const chunk = Buffer.alloc(64 * 1024);
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) return failure(ref('cli24_file_over', { max: maxBytes }));
      chunks.push(Buffer.from(chunk.subarray(0, n)));
    }
    return { ok: true, bytes: Buffer.concat(chunks, total) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return failure(ref('cli24_file_cannot_read', { code }));
  } finally {
    closeSync(fd);
  }
}

/**
 * JSON.parse's message quotes the text around the fault; keep only where it is. A UTF-8 byte order mark (Windows
 * Notepad adds one) is skipped.
 */
export function parseJsonText(text: string): Result<unknown> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    return failure(ref('cli24_json_invalid', { what: jsonFault(body, (error as Error).message) }));
  }
}

/** Where and how JSON.parse found the text wrong, in the project's words (its own are English only). */
export function jsonFault(body: string, message: string): MessageRef {
  const at = /position (\d+)/.exec(message);
  if (body.trim() === '') return ref('cli24_json_empty', {});
  if (message.startsWith('Unexpected end')) return ref('cli24_json_cut_short', {});
  if (!at) return ref('cli24_json_not_text', {});
  const before = body.slice(0, Number(at[1])).split('\n');
  return ref('cli24_json_fault_at', { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 });
}

/** A regular file of at most maxBytes, decoded as UTF-8 and parsed as JSON. */
export function readJsonFile(path: string, maxBytes: number): Result<unknown> {
  const read = readRegularFile(path, maxBytes);
  if (!read.ok) return read;
  return parseJsonText(read.bytes.toString('utf8'));
}
