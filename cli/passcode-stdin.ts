// The trainer passcode for the command line, read from stdin only: never from the arguments or the environment, which
// other programs of the same account can read (ps, /proc). At a terminal it is asked for without echo.
import { failure } from '../core/i18n/failure.ts';
import { BASE_LANGUAGE, type Language } from '../core/i18n/languages.ts';
import { ref, say } from '../core/i18n/say.ts';
import type { Result } from '../core/result.ts';

/** A passcode is far shorter; a longer stdin (a file, /dev/zero) is refused instead of read to the end. */
export const MAX_PASSCODE_BYTES = 1024;

const TOO_LONG = failure(ref('cli24_passcode_too_long', { max: MAX_PASSCODE_BYTES }));

/** Piped: everything up to the end, less one line ending. */
async function piped(stdin: NodeJS.ReadableStream): Promise<Result<string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_PASSCODE_BYTES) return TOO_LONG;
    chunks.push(bytes);
  }
  return {
    ok: true,
    value: Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, ''),
  };
}

/** At a terminal: one line, typed without echo, asked for in the --lang language. */
function typed(
  stdin: NodeJS.ReadStream,
  prompt: NodeJS.WritableStream,
  language: Language,
): Promise<Result<string>> {
  prompt.write(say(ref('cli24_passcode_prompt', {}), language));
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let text = '';
    const done = (result: Result<string>) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      prompt.write('\n');
      resolve(result);
    };
    const onData = (data: string) => {
      for (const ch of data) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done({ ok: true, value: text });
        if (ch === '\u0003') return done(failure(ref('cli24_passcode_interrupted', {})));
        if (ch === '\u007f' || ch === '\b') text = [...text].slice(0, -1).join('');
        else text += ch;
        if (Buffer.byteLength(text) > MAX_PASSCODE_BYTES) return done(TOO_LONG);
      }
    };
    stdin.on('data', onData);
    stdin.resume();
  });
}

export async function readPasscode(
  language: Language = BASE_LANGUAGE,
  stdin: NodeJS.ReadStream = process.stdin,
  prompt: NodeJS.WritableStream = process.stderr,
): Promise<Result<string>> {
  const read = stdin.isTTY ? await typed(stdin, prompt, language) : await piped(stdin);
  if (read.ok && read.value === '') return failure(ref('cli24_passcode_none', {}));
  return read;
}
