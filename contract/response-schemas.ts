// What the shell's channels answer (app.ts, sessions.ts and others), as zod schemas with their types derived from them
// (z.output), so each is written once. index.ts re-exports the types (as types only: the renderer bundle gets no zod
// from here); the channels' entries hold the schemas the tests check every real answer against (checkResponse).
// Objects are strict: a field the type does not name (a seed, a key) is a failure, not a surprise.
import { z } from 'zod';
import { DRILL_KINDS } from '../core/drills/types.ts';
import { feedbackSchema, promptSchema } from '../core/drills/step-schemas.ts';
import { shownSummarySchema } from '../core/drills/summary-schema.ts';
import { profileSchema } from '../core/profiles.ts';
import { messageRefSchema, phraseSchema } from '../core/i18n/message-ref-schema.ts';

const text = z.string();
const count = z.number().int().min(0);
const iso = z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });
export const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

export const appInfo = z.strictObject({ version: text, dataDir: text, platform: text }).readonly();
export type AppInfo = z.output<typeof appInfo>;

/** missing: the database was deleted or moved (while the app ran, or since the last start). */
export const storageProblem = z.enum(['corrupt', 'locked', 'unwritable', 'missing', 'unknown']);
export type StorageProblem = z.output<typeof storageProblem>;

/** A stored row damaged on disk: named so the trainer knows what it is; a session can be closed, the rest removed. */
export const damagedItem = z
  .strictObject({
    kind: z.enum(['drill-set', 'profile', 'setting', 'session']),
    id: text,
    /** Its title (a drill set, a session) or id. */
    name: text,
    /** What is wrong ("it cannot be read"): a message, said in the reader's language. */
    problem: phraseSchema,
    /** The whole sentence for the screen, with the way out. */
    message: phraseSchema,
  })
  .readonly();
export type DamagedItem = z.output<typeof damagedItem>;

export const storageStatus = z.union([
  z.strictObject({ state: z.literal('ok'), damaged: list(damagedItem).optional() }).readonly(),
  z
    .strictObject({
      state: z.literal('error'),
      reason: storageProblem,
      /** What happened and the way out, in English (logs, tests). */
      message: text,
      /** The same as a message, which the error screen says in the reader's language (the station's, when known). */
      phrase: messageRefSchema.optional(),
      /** The database file (or folder) concerned. */
      path: text,
    })
    .readonly(),
]);
export type StorageStatus = z.output<typeof storageStatus>;

export const startFreshResult = z
  .strictObject({
    /** Where the old files were moved (renamed with a timestamp, never deleted); empty when there was nothing. */
    movedTo: list(text),
    status: storageStatus,
  })
  .readonly();
export type StartFreshResult = z.output<typeof startFreshResult>;

export const trainee = z
  .strictObject({
    id: text,
    name: text,
    /** Staff number or similar; '' when not given. */
    identifier: text,
    createdAt: iso,
    /** Hidden from the trainee picker; every result is kept (issue 12). */
    archived: z.boolean(),
  })
  .readonly();
export type Trainee = z.output<typeof trainee>;

export const drillMode = z.enum(['practice', 'assessment']);
export type DrillMode = z.output<typeof drillMode>;

export const drillSetSummary = z
  .strictObject({
    id: text,
    title: text,
    description: text,
    mode: drillMode,
    /** The table profile's id ('(inline)' profiles report their own id). */
    profileId: text,
    kinds: list(z.enum(DRILL_KINDS)),
    /** Items in one run of the set. */
    items: count,
    /** Part of the starter library (cannot be replaced). */
    builtIn: z.boolean(),
  })
  .readonly();
export type DrillSetSummary = z.output<typeof drillSetSummary>;

export const prompt = promptSchema;
export const summary = shownSummarySchema;

/** A pace-lab session's coups an hour so far (issue 23), on main's clock; null for any other session. */
export const livePace = z
  .strictObject({
    coups: count,
    coupsPerHour: z.number().min(0).nullable(),
    /** Coups right of coups worked; null in an assessment (its marks come at the end). */
    accuracy: z.number().min(0).max(1).nullable(),
    targetCoupsPerHour: z.number().int().positive(),
    targetFrom: z.enum(['house', 'default']),
  })
  .readonly();
export type LivePace = z.output<typeof livePace>;

export const sessionView = z
  .strictObject({
    sessionId: text,
    title: text,
    mode: drillMode,
    /** Items in the session, and how many are completely answered (a several-step item counts when its last is). */
    total: count,
    answered: count,
    /** The next prompt; null when every step is answered. */
    prompt: prompt.nullable(),
    pace: livePace.nullable().optional(),
    /** The table the session is dealt at, resolved in main (electron/features/sessions/session-table.ts): drawn as it is. */
    profile: profileSchema,
  })
  .readonly();
export type SessionView = z.output<typeof sessionView>;

export const answerOutcome = z
  .strictObject({
    /** null during an assessment: feedback comes with the summary at the end. */
    feedback: feedbackSchema.nullable(),
    next: prompt.nullable(),
    /** Set when the session is finished (in an assessment it carries all feedback). */
    summary: summary.nullable(),
    /** Items completely answered once this answer is in (as SessionView.answered): the one count the screen shows. */
    answered: count,
    pace: livePace.nullable().optional(),
  })
  .readonly();
export type AnswerOutcome = z.output<typeof answerOutcome>;

export const unfinishedSession = z
  .strictObject({
    sessionId: text,
    title: text,
    mode: drillMode,
    startedAt: iso,
    answered: count,
    total: count,
  })
  .readonly();
export type UnfinishedSession = z.output<typeof unfinishedSession>;

export const sessionRecord = z
  .strictObject({
    sessionId: text,
    title: text,
    mode: drillMode,
    /** null for an adaptive session (its set was built for it and is stored with it). */
    drillSetId: text.nullable(),
    /** How the seed became the items (core/rng.ts SEEDINGS). The seed itself never reaches the renderer. */
    seeding: z.number().int(),
    startedAt: iso,
    /** null while unfinished. */
    finishedAt: iso.nullable(),
    summary: summary.nullable(),
    /** The revision of the trainer's set the session was dealt from; null for a built-in set or an adaptive session. */
    setRevision: z.number().int().min(1).nullable().optional(),
  })
  .readonly();
export type SessionRecord = z.output<typeof sessionRecord>;

export const reducedMotion = z.enum(['system', 'on', 'off']);
export type ReducedMotion = z.output<typeof reducedMotion>;

export const settings = z
  .strictObject({
    profileId: text,
    /** Deal animation speed multiplier, 0.5..3. */
    speed: z.number().min(0.5).max(3),
    sound: z.boolean(),
    /** 0..1. */
    volume: z.number().min(0).max(1),
    reducedMotion,
  })
  .readonly();
export type Settings = z.output<typeof settings>;

/** Where a save dialog's file went. */
export const savedPath = z.strictObject({ path: text }).readonly();

/** How far the dealing thread is (electron/engine/deal-jobs.ts DealProgress); null when it is idle. */
export const dealProgress = z
  .strictObject({ stage: z.enum(['checking', 'dealing', 'rebuilding']), done: count, total: count })
  .readonly();
export type DealProgress = z.output<typeof dealProgress>;
