// Guarantee 2 (issue 20), as an invariant of the chain itself: on any chain of answers, any one edit, deletion or
// swap of two different answers is found, and an untouched chain checks.
import type { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptChainOf as chainOf, checkAttemptChain } from '../support/attempt-chain.ts';

const verdict = (db: DatabaseSync): boolean => checkAttemptChain(db).ok;

const answers = fc.array(fc.record({ ms: fc.nat(60_000), response: fc.json() }), {
  minLength: 2,
  maxLength: 12,
});

describe('the chain of an attempt answers', () => {
  it('an untouched chain checks', () => {
    fc.assert(
      fc.property(answers, (a) => {
        expect(verdict(chainOf(a))).toBe(true);
      }),
    );
  });

  it('any one answer edited, deleted, or two different answers swapped, is found', () => {
    fc.assert(
      fc.property(
        answers,
        fc.nat(),
        fc.nat(),
        fc.constantFrom('edit', 'delete', 'swap'),
        (a, i0, j0, how) => {
          const db = chainOf(a);
          const i = i0 % a.length;
          const j = j0 % a.length;
          if (how === 'edit')
            db.prepare('UPDATE responses SET response_ms = response_ms + 1 WHERE seq = ?').run(i);
          if (how === 'delete') db.prepare('DELETE FROM responses WHERE seq = ?').run(i);
          if (how === 'swap') {
            fc.pre(i !== j);
            db.prepare('UPDATE responses SET seq = -1 WHERE seq = ?').run(i);
            db.prepare('UPDATE responses SET seq = ? WHERE seq = ?').run(i, j);
            db.prepare('UPDATE responses SET seq = ? WHERE seq = -1').run(j);
          }
          expect(verdict(db)).toBe(false);
        },
      ),
    );
  });
});
