// Who may call a channel, as data (issue 19). Every channel's entry in its contract file names one rule for who may
// call it and any further checks; the registry applies them after the schema check and before the service
// (ipc/access-policy.ts does the checking, in the order listed below). test/electron/access.test.ts holds the
// table of every channel's rule and fails when a channel has none.

/** Who may call it. Exactly one, first. */
export const WHO = {
  /** Answers even before the installation is set up (the first-run screen needs it). */
  setup: 'anyone, before and after setup',
  /** Anyone once the installation is set up (a trainer passcode exists). */
  open: 'anyone once set up',
  /** Trainer mode must be open (passcode set and unlocked); audited. */
  trainer: 'the trainer',
  /** Open while no passcode is set (older installations), the trainer's once one is; audited. */
  'trainer-if-set': 'the trainer, once a passcode is set',
} as const;
export type Who = keyof typeof WHO;

/** Further checks, applied after who (in this order whatever order an entry lists them). */
export const CHECKS = {
  /** The trainee named by traineeId (or owning sessionId) has a PIN: only they, signed in, or the trainer. */
  'trainee-owned': "the trainee's own records",
  /** The session named by sessionId must not be an assessment attempt (those go through assessment.*). */
  'not-attempt': 'not on an assessment attempt',
  /** Refused while an assessment attempt is running: the app is locked to it. */
  'not-during-attempt': 'not while an attempt runs',
} as const;
export type Check = keyof typeof CHECKS;

export type Access = readonly [Who, ...Check[]];

/** Trainer channels: refused unless trainer mode is open (or, for trainer-if-set, no passcode is set), audited. */
export function isTrainerAccess(access: Access): boolean {
  return access[0] === 'trainer' || access[0] === 'trainer-if-set';
}
