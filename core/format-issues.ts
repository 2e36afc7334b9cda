// A schema's problems in one line, the path first, so whoever typed the value can find the field. Apart from the
// profiles, so a schema anywhere in core can word its problems without importing the profiles.
import type { z } from 'zod';

/** "limits.main.min: minimum 500 is above maximum 100" — the path first, so the trainer can find the field. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): string {
  return issues
    .map((i) => {
      const path = [prefix, ...i.path.map(String)].filter((s) => s !== '').join('.');
      return `${path || '(root)'}: ${i.message}`;
    })
    .join('; ');
}
