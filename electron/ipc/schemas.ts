// Runtime schemas for every channel's request and response: nothing reaches a service until its payload has passed
// here, and the tests check every real answer against its channel's response schema (checkResponse). contract.ts
// derives each channel's request and response types from their schemas here, so types and schemas cannot drift apart.
// A new channel: its schemas go in its area's *-schemas.ts (request and response tables, as assessment-schemas.ts),
// spread into both tables here.
import { z } from 'zod';
import { progressBySkillSchema } from '../../core/progress/progress-schemas.ts';
import { drillSetSchema } from '../../core/drills/spec.ts';
import { profileSchema } from '../../core/profiles.ts';
import { anyProfile, typedResponse } from './typed-schemas.ts';
import { assessmentRequestSchemas, assessmentResponseSchemas } from './assessment-schemas.ts';
import { traineesRequestSchemas, traineesResponseSchemas } from './trainees-schemas.ts';
import { firstRunRequestSchemas, firstRunResponseSchemas } from './first-run-schemas.ts';
import { progressResponseSchemas, progressSchemas } from './progress-schemas.ts';
import * as shell from './response-schemas.ts';
import { profileRequestSchemas, profileResponseSchemas } from './profile-schemas.ts';
import { studioSetResponseSchemas, studioSetSchemas } from './studio-sets-schemas.ts';
import { traineePinRequestSchemas, traineePinResponseSchemas } from './trainee-pin-schemas.ts';
import { auditRequestSchemas, auditResponseSchemas } from './audit-schemas.ts';
import { recoveryRequestSchemas, recoveryResponseSchemas } from './recovery-schemas.ts';
import { roomRequestSchemas, roomResponseSchemas } from './room-schemas.ts';
import { practicalRequestSchemas, practicalResponseSchemas } from './practical-schemas.ts';
import { trainerSettingsRequestSchemas, trainerSettingsResponseSchemas } from './trainer-settings-schemas.ts';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const none = z.undefined({ message: 'takes no argument' });

const settingsPatch = z
  .object({
    profileId: id,
    speed: z.number().min(0.5, 'must be from 0.5 to 3').max(3, 'must be from 0.5 to 3'),
    sound: z.boolean(),
    volume: z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1'),
    reducedMotion: z.enum(['system', 'on', 'off']),
  })
  .partial()
  .strict();

export const requestSchemas = {
  'app.info': none,
  'storage.status': none,
  'storage.chooseFolder': none,
  'storage.startFresh': none,
  'storage.removeDamaged': z.object({ kind: z.enum(['drill-set', 'profile', 'setting']), id }).strict(),
  'trainees.list': none,
  'trainees.create': z
    .object({
      name: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
      identifier: z.string().trim().max(40, 'must be at most 40 characters').optional(),
    })
    .strict(),
  'profiles.list': none,
  // The profile itself is checked with core/profiles.ts, so the error names its bad field ("profile.decks: …").
  'profiles.save': z.object({ profile: anyProfile }).strict(),
  'drillSets.list': none,
  'drillSets.get': z.object({ id }).strict(),
  'drillSets.importFile': z
    .object({ onClash: z.enum(['error', 'keep-both']).optional() })
    .strict()
    .optional(),
  'drillSets.exportFile': z.object({ id }).strict(),
  'sessions.start': z.union([
    z
      .object({
        traineeId: id,
        drillSetId: id,
        /** An assessment set practised alone (core/assessment/mock-exam.ts); refused on any other set. */
        mock: z.literal(true).optional(),
        seed: z.never({ message: 'the app chooses the seed; it is never sent or received' }).optional(),
      })
      .strict(),
    z
      .object({
        traineeId: id,
        adaptive: z
          .object({ profileId: id, count: z.number().int().min(1, 'must be at least 1').max(500) })
          .strict(),
      })
      .strict(),
    z.object({ traineeId: id, replayOf: id }).strict(),
  ]),
  'sessions.answer': z
    .object({
      sessionId: id,
      response: typedResponse,
      responseMs: z.number().int('must be whole milliseconds').min(0).max(3_600_000),
      /** The step this answers: a response meant for another step (sent twice, or stale) is refused. */
      itemId: z.string().min(1).max(200).optional(),
      step: z.number().int().min(0).max(100).optional(),
    })
    .strict(),
  /** The page has dealt the step's cards: a hard-limited step's clock starts (electron/services/practice-step-clock.ts). */
  'sessions.shown': z
    .object({ sessionId: id, itemId: z.string().min(1).max(200), step: z.number().int().min(0).max(100) })
    .strict(),
  'sessions.unfinished': z.object({ traineeId: id }).strict(),
  'sessions.resume': z.object({ sessionId: id }).strict(),
  'sessions.close': z.object({ sessionId: id }).strict(),
  'sessions.summary': z.object({ sessionId: id }).strict(),
  'sessions.dealing': none,
  'progress.mastery': z.object({ traineeId: id }).strict(),
  'progress.history': z.object({ traineeId: id }).strict(),
  ...progressSchemas,
  'settings.get': none,
  'settings.set': settingsPatch,
  ...assessmentRequestSchemas,
  ...traineesRequestSchemas,
  ...profileRequestSchemas,
  ...studioSetSchemas,
  ...traineePinRequestSchemas,
  ...roomRequestSchemas,
  ...auditRequestSchemas,
  ...recoveryRequestSchemas,
  ...firstRunRequestSchemas,
  ...practicalRequestSchemas,
  ...trainerSettingsRequestSchemas,
};

/** contract.ts derives every channel's request type from these. */
export type RequestSchemas = typeof requestSchemas;

export const responseSchemas = {
  'app.info': shell.appInfo,
  'storage.status': shell.storageStatus,
  'storage.chooseFolder': shell.storageStatus.nullable(),
  'storage.startFresh': shell.startFreshResult,
  'storage.removeDamaged': shell.storageStatus,
  'trainees.list': shell.list(shell.trainee),
  'trainees.create': shell.trainee,
  'profiles.list': shell.list(profileSchema),
  'profiles.save': profileSchema,
  'drillSets.list': shell.list(shell.drillSetSummary),
  'drillSets.get': drillSetSchema,
  'drillSets.importFile': shell.drillSetSummary.nullable(),
  'drillSets.exportFile': shell.savedPath.nullable(),
  'sessions.start': shell.sessionView,
  'sessions.answer': shell.answerOutcome,
  'sessions.shown': z.boolean(),
  'sessions.unfinished': shell.list(shell.unfinishedSession),
  'sessions.resume': shell.sessionView,
  'sessions.close': shell.summary,
  'sessions.summary': shell.summary,
  'sessions.dealing': shell.dealProgress.nullable(),
  'progress.mastery': progressBySkillSchema,
  'progress.history': shell.list(shell.sessionRecord),
  ...progressResponseSchemas,
  'settings.get': shell.settings,
  'settings.set': shell.settings,
  ...assessmentResponseSchemas,
  ...traineesResponseSchemas,
  ...profileResponseSchemas,
  ...studioSetResponseSchemas,
  ...traineePinResponseSchemas,
  ...roomResponseSchemas,
  ...auditResponseSchemas,
  ...recoveryResponseSchemas,
  ...firstRunResponseSchemas,
  ...practicalResponseSchemas,
  ...trainerSettingsResponseSchemas,
};

/** contract.ts derives every channel's response type from these. */
export type ResponseSchemas = typeof responseSchemas;

/**
 * null when the answer has its channel's shape; otherwise what is wrong, naming the field. A channel with no response
 * schema yet is not checked here (test/electron/response-schemas.test.ts names every such channel and fails).
 */
export function checkResponse(channel: string, value: unknown): string | null {
  const schema = (responseSchemas as Record<string, z.ZodType | undefined>)[channel];
  if (!schema) return null;
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  return `${channel} answered with a value that is not its response type: ${parsed.error.issues
    .map((i) => `${i.path.join('.') || '(the value)'}: ${i.message}`)
    .join('; ')}`;
}
