// Checks every value that enters the main process (an IPC payload, an imported file) before its schema does:
// text must be well-formed Unicode (SQLite would store a lone surrogate as U+FFFD, so a seed or a name would come
// back different), no object may carry a key that reaches the prototype, and nothing is nested past a sane depth
// (structured clone allows cycles). Errors name the field and quote at most a short, capped piece of the input.
import type { z } from 'zod';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;
export const MAX_ECHO = 60;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

/** A value as it may appear in an error message: at most MAX_ECHO characters, cut with an ellipsis. */
export function echo(value: unknown, max = MAX_ECHO): string {
  const text = String(value);
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** One step of a field's path as shown: a name that is empty or holds punctuation is quoted, so the path reads. */
const segment = (key: unknown): string => {
  const text = echo(key);
  return /^[\w$-]+$/.test(text) ? text : JSON.stringify(text);
};

/** Caps a whole message (it may hold zod's own echoes of keys and values). */
export function capMessage(message: string, max = 1000): string {
  return message.length <= max ? message : `${message.slice(0, max)}… (cut)`;
}

/** The first problem in `value`, as "path: what is wrong", or null. */
export function payloadProblem(value: unknown, path: readonly (string | number)[] = []): string | null {
  const at = () => (path.length ? path.join('.') : '(root)');
  if (typeof value === 'string') {
    return isWellFormed(value) ? null : `${at()}: is not well-formed text (it has a lone surrogate)`;
  }
  if (typeof value !== 'object' || value === null) return null;
  // Bytes (a dropped report) hold numbers only: nothing in them to check, and a key per byte would be slow.
  if (ArrayBuffer.isView(value)) return null;
  if (path.length >= MAX_DEPTH) return `${at()}: is nested too deeply`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = payloadProblem(value[i], [...path, i]);
      if (problem) return problem;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyPath = [...path, segment(key)];
    if (FORBIDDEN_KEYS.has(key)) return `${keyPath.join('.')}: "${key}" is not allowed as a name`;
    if (!isWellFormed(key)) return `${keyPath.join('.')}: the name is not well-formed text`;
    const problem = payloadProblem((value as Record<string, unknown>)[key], keyPath);
    if (problem) return problem;
  }
  return null;
}

/** A field's path as a refusal names it ("standard.areas.0.name"; "(root)" for the request itself). */
export function issueField(path: readonly PropertyKey[]): string {
  return path.map((p) => segment(String(p))).join('.') || '(root)';
}

/**
 * zod's issues as "field: what is wrong". A union (sessions.start's two shapes) reports the branch that came
 * closest (fewest issues) instead of "(root): Invalid input", so the field is named.
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): string {
  return issues
    .map((issue) => {
      const path = [...prefix, ...issue.path];
      if (issue.code === 'invalid_union' && issue.errors.length > 0) {
        const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
        if (closest.length > 0) return describeIssues(closest, path);
      }
      if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) {
        // zod puts a stray key's name in its message with the object's path; the key is the field to name.
        return issue.keys
          .slice(0, 3)
          .map(
            (key) =>
              `${[...path, key].map((p) => segment(String(p))).join('.')}: is not a field of this request`,
          )
          .join('; ');
      }
      return `${issueField(path)}: ${echo(issue.message, 200)}`;
    })
    .join('; ');
}
