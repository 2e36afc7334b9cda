// The trainee PIN channels (issue 11): each is one entry below; index.ts derives the types. A PIN goes one way only:
// it is never in a response.
import { z } from 'zod';
import { id, type AreaContract } from './channel.ts';
import { phraseSchema } from '../core/i18n/message-ref-schema.ts';

/** A PIN being set: 6 to 12 digits (the service refuses the commonest: electron/features/trainee-pin/pin-rules.ts). */
const newPin = z.string().regex(/^\d{6,12}$/, 'must be 6 to 12 digits');
/** A PIN being checked: whatever was typed (a wrong one is a wrong try, not a bad request). */
const typedPin = z.string().max(200, 'must be at most 200 characters');

/** Who is signed in on this computer, and which trainees keep their records behind a PIN. */
export const pinStatus = z
  .strictObject({
    signedIn: z.string().nullable(),
    withPin: z.array(z.string()).readonly(),
    /** Milliseconds before the signed-in or asked-for trainee's next PIN try is accepted (0: now). */
    retryInMs: z.number().int().min(0),
    /** Why the signed-in trainee should set a new PIN (theirs, though right, is shorter or commoner than allowed now). */
    pinToChange: phraseSchema.nullable(),
  })
  .readonly();

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const traineePinChannels = {
  'traineePin.status': {
    request: z.undefined({ message: 'takes no argument' }),
    response: pinStatus,
    access: ['open'],
  },
  /**
   * Picking a trainee signs them in (with their PIN if they have one); the one signed in before is signed out.
   * Picking a trainee: their PIN, if they have one.
   */
  'traineePin.signIn': {
    request: z.object({ traineeId: id, pin: typedPin.optional() }).strict(),
    response: pinStatus,
    access: ['open'],
  },
  'traineePin.signOut': {
    request: z.undefined({ message: 'takes no argument' }),
    response: pinStatus,
    access: ['open'],
  },
  /**
   * The signed-in trainee sets a PIN, or changes it with the current one.
   * The trainee sets their PIN, or changes it with the current one.
   */
  'traineePin.set': {
    request: z.object({ traineeId: id, pin: newPin, current: typedPin.optional() }).strict(),
    response: pinStatus,
    access: ['open'],
  },
  /**
   * Trainer: clears a forgotten PIN.
   * Trainer: forgets a trainee's PIN (they forgot it).
   */
  'traineePin.clear': {
    request: z.object({ traineeId: id }).strict(),
    response: pinStatus,
    access: ['trainer'],
  },
} as const satisfies AreaContract;

export type PinStatus = z.output<typeof pinStatus>;

export type TraineePinChannel = keyof typeof traineePinChannels;
export type TraineePinRequest<C extends TraineePinChannel> = z.input<
  (typeof traineePinChannels)[C]['request']
>;
