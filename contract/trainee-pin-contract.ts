// The trainee PIN channels of the IPC contract (issue 11): a trainee's optional PIN keeps their own practice and
// results from the others on a shared computer. Types come from trainee-pin-schemas.ts (a type import: no zod in the
// renderer bundle from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { pinStatus, TraineePinRequestSchemas } from './trainee-pin.ts';

export type PinStatus = z.output<typeof pinStatus>;

type In<C extends keyof TraineePinRequestSchemas> = z.input<TraineePinRequestSchemas[C]>;

export interface TraineePinContract {
  'traineePin.status': { request: In<'traineePin.status'>; response: PinStatus };
  /** Picking a trainee signs them in (with their PIN if they have one); the one signed in before is signed out. */
  'traineePin.signIn': { request: In<'traineePin.signIn'>; response: PinStatus };
  'traineePin.signOut': { request: In<'traineePin.signOut'>; response: PinStatus };
  /** The signed-in trainee sets a PIN, or changes it with the current one. */
  'traineePin.set': { request: In<'traineePin.set'>; response: PinStatus };
  /** Trainer: clears a forgotten PIN. */
  'traineePin.clear': { request: In<'traineePin.clear'>; response: PinStatus };
}

export type TraineePinChannel = keyof TraineePinContract;
export type TraineePinRequest<C extends TraineePinChannel> = TraineePinContract[C]['request'];

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const TRAINEE_PIN_ACCESS = {
  'traineePin.status': ['open'],
  'traineePin.signIn': ['open'],
  'traineePin.signOut': ['open'],
  'traineePin.set': ['open'],
  'traineePin.clear': ['trainer'],
} as const satisfies { readonly [C in TraineePinChannel]: Access };

export const TRAINEE_PIN_CHANNELS = Object.keys(TRAINEE_PIN_ACCESS) as TraineePinChannel[];
