// Attempts stored before sealing (migration 16) have no seal and no chain; every later attempt has both. Without an
// authenticated list of the earlier ones, removing a new attempt's seal would pass it off as an old one. The list is
// fixed by the migration and authenticated with a key from the trainer's key store (DK) at the next unlock, before
// any attempt can start (starting needs trainer mode); from then on it is only checked.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { purposeKey } from '../../node-shared/keystore/key-store.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

function listMac(db: DatabaseSync, dk: Buffer): string {
  const ids = db.prepare('SELECT session_id FROM attempts_before_seal ORDER BY session_id').all() as {
    session_id: string;
  }[];
  return createHmac('sha256', purposeKey(dk, 'attempts-before-seal'))
    .update(JSON.stringify(ids.map((r) => r.session_id)))
    .digest('hex');
}

/** In the unlock's transaction: the list is authenticated once (at the first unlock after the migration). */
export function settleUnsealedAttempts(db: DatabaseSync, dk: Buffer): void {
  if (db.prepare('SELECT 1 FROM attempts_before_seal_mac WHERE id = 1').get()) return;
  db.prepare('INSERT INTO attempts_before_seal_mac (id, mac) VALUES (1, ?)').run(listMac(db, dk));
}

/** Null when the attempt is one stored before sealing (by the authenticated list); otherwise what is wrong. */
export function unsealedProblem(db: DatabaseSync, dk: Buffer | null, attemptId: string): MessageRef | null {
  if (!dk) return ref('main_unsealed_locked', {});
  const stored = db.prepare('SELECT mac FROM attempts_before_seal_mac WHERE id = 1').get() as
    { mac: string } | undefined;
  const expected = listMac(db, dk);
  if (
    !stored ||
    stored.mac.length !== expected.length ||
    !timingSafeEqual(Buffer.from(stored.mac), Buffer.from(expected))
  )
    return ref('main_unsealed_list_changed', {});
  const listed = db.prepare('SELECT 1 FROM attempts_before_seal WHERE session_id = ?').get(attemptId);
  return listed ? null : ref('main_unsealed_seal_removed', {});
}
