// Zod schemas for the trainee PIN channels (issue 11), written once: trainee-pin-contract.ts derives each channel's
// request type from its schema (z.input). A PIN goes one way only: it is never in a response.
import { z } from 'zod';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
/** A PIN being set: 6 to 12 digits (the service refuses the commonest: electron/services/pin-rules.ts). */
const newPin = z.string().regex(/^\d{6,12}$/, 'must be 6 to 12 digits');
/** A PIN being checked: whatever was typed (a wrong one is a wrong try, not a bad request). */
const typedPin = z.string().max(200, 'must be at most 200 characters');

export const traineePinRequestSchemas = {
  'traineePin.status': z.undefined({ message: 'takes no argument' }),
  /** Picking a trainee: their PIN, if they have one. */
  'traineePin.signIn': z.object({ traineeId: id, pin: typedPin.optional() }).strict(),
  'traineePin.signOut': z.undefined({ message: 'takes no argument' }),
  /** The trainee sets their PIN, or changes it with the current one. */
  'traineePin.set': z.object({ traineeId: id, pin: newPin, current: typedPin.optional() }).strict(),
  /** Trainer: forgets a trainee's PIN (they forgot it). */
  'traineePin.clear': z.object({ traineeId: id }).strict(),
};

export type TraineePinRequestSchemas = typeof traineePinRequestSchemas;

/** Who is signed in on this computer, and which trainees keep their records behind a PIN. */
export const pinStatus = z
  .strictObject({
    signedIn: z.string().nullable(),
    withPin: z.array(z.string()).readonly(),
    /** Milliseconds before the signed-in or asked-for trainee's next PIN try is accepted (0: now). */
    retryInMs: z.number().int().min(0),
    /** Why the signed-in trainee should set a new PIN (theirs, though right, is shorter or commoner than allowed now). */
    pinToChange: z.string().nullable(),
  })
  .readonly();

export const traineePinResponseSchemas = {
  'traineePin.status': pinStatus,
  'traineePin.signIn': pinStatus,
  'traineePin.signOut': pinStatus,
  'traineePin.set': pinStatus,
  'traineePin.clear': pinStatus,
};

export type TraineePinResponseSchemas = typeof traineePinResponseSchemas;
