// The one ID of a sitting (issue 21): fixed when the attempt starts, read out by the candidate at the end screen,
// listed in the history and printed on the certificate. It is drawn from the attempt's id, not from the record's
// content, so grading the practical part (which adds to the record and re-signs it) leaves it as it was.
import { createHash } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 50 bits of the attempt id's SHA-256, as "XXXXX-XXXXX" in Crockford base32 (no I, L, O or U to misread). */
export function sittingId(attemptId: string): string {
  const digest = createHash('sha256').update(`sitting:${attemptId}`).digest();
  let bits = 0n;
  for (let i = 0; i < 7; i++) bits = (bits << 8n) | BigInt(digest[i] ?? 0);
  bits >>= 6n;
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = (CROCKFORD[Number(bits & 31n)] ?? '0') + out;
    bits >>= 5n;
  }
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}
