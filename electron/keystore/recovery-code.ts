// The trainer's recovery code (issue 20, guarantee 5): 20 random base32 characters (100 bits) shown once in 4 groups
// of 5, to be kept in the safe. It wraps the data key like the passcode does, so it is the only way back from a
// forgotten passcode. Typed back, spaces, dashes and case do not matter.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const RECOVERY_CODE_LENGTH = 20;

export function newRecoveryCode(): string {
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  const chars = [...randomBytes(RECOVERY_CODE_LENGTH)].map((b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{5}/g)!.join('-');
}

/** The code as stored and derived from (20 characters), or null when the text cannot be one. */
export function normalizeRecoveryCode(text: string): string | null {
  const plain = text.replace(/[\s-]/g, '').toUpperCase();
  return new RegExp(`^[${ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`).test(plain) ? plain : null;
}
