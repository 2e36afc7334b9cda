// Every language has exactly the messages the base language has, with the same parameters: a missing or extra
// message, or a "{name}" one language forgot, fails the build (scripts/make-messages.ts) and the tests, instead of
// showing a blank or an English word in the middle of a Chinese screen.

/** A messages file as read: message id -> text ("$schema" is the file's own, not a message). */
export type MessageFile = Readonly<Record<string, unknown>>;

const PARAM = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;

function params(text: string): string[] {
  return [...new Set([...text.matchAll(PARAM)].map((m) => m[1] as string))].sort();
}

function messagesOf(file: MessageFile): Map<string, unknown> {
  return new Map(Object.entries(file).filter(([id]) => id !== '$schema'));
}

/** Each problem in words, naming the language and the message; empty when every file matches the base. */
export function messageProblems(files: Readonly<Record<string, MessageFile>>, base: string): string[] {
  const baseFile = files[base];
  if (!baseFile) return [`${base}: the base language has no messages file`];
  const baseMessages = messagesOf(baseFile);
  const problems: string[] = [];
  for (const [id, text] of baseMessages) {
    if (typeof text !== 'string' || text.trim() === '')
      problems.push(`${base}: "${id}" is not a non-empty string`);
  }
  for (const [locale, file] of Object.entries(files)) {
    if (locale === base) continue;
    const messages = messagesOf(file);
    for (const [id, baseText] of baseMessages) {
      const text = messages.get(id);
      if (text === undefined) problems.push(`${locale}: "${id}" is missing`);
      else if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${locale}: "${id}" is not a non-empty string`);
      else if (typeof baseText === 'string' && params(text).join() !== params(baseText).join())
        problems.push(
          `${locale}: "${id}" has parameters {${params(text).join('}, {')}} where ${base} has {${params(baseText).join('}, {')}}`,
        );
    }
    for (const id of messages.keys()) {
      if (!baseMessages.has(id)) problems.push(`${locale}: "${id}" is not a message of ${base}`);
    }
  }
  return problems;
}
