// The drill-set library and practice sessions: start, answer, resume, close, and the dealing thread's progress.
// Each channel is one entry (request schema, response schema, access rule); index.ts derives the types.
import { z } from 'zod';
import { drillSetSchema } from '../core/drills/spec.ts';
import { typedResponse } from './typed-schemas.ts';
import * as shell from './response-schemas.ts';
import { id, none } from './channel.ts';
import type { AreaContract } from './channel.ts';

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const sessionChannels = {
  'drillSets.list': { request: none, response: shell.list(shell.drillSetSummary), access: ['open'] },
  'drillSets.get': { request: z.object({ id }).strict(), response: drillSetSchema, access: ['open'] },
  /** File dialog; null if cancelled. An id or title clash is an error unless onClash is 'keep-both'. */
  'drillSets.importFile': {
    request: z
      .object({ onClash: z.enum(['error', 'keep-both']).optional() })
      .strict()
      .optional(),
    response: shell.drillSetSummary.nullable(),
    access: ['trainer-if-set', 'not-during-attempt'],
  },
  /** Save dialog; null if cancelled. */
  'drillSets.exportFile': {
    request: z.object({ id }).strict(),
    response: shell.savedPath.nullable(),
    access: ['trainer-if-set'],
  },
  'sessions.start': {
    request: z.union([
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
    response: shell.sessionView,
    access: ['open', 'trainee-owned', 'not-during-attempt'],
  },
  'sessions.answer': {
    request: z
      .object({
        sessionId: id,
        response: typedResponse,
        responseMs: z.number().int('must be whole milliseconds').min(0).max(3_600_000),
        /** The step this answers: a response meant for another step (sent twice, or stale) is refused. */
        itemId: z.string().min(1).max(200).optional(),
        step: z.number().int().min(0).max(100).optional(),
      })
      .strict(),
    response: shell.answerOutcome,
    access: ['open', 'trainee-owned', 'not-attempt', 'not-during-attempt'],
  },
  /**
   * True when this started the step's clock (false: not the step on screen, or already started).
   * The page has dealt the step's cards: a hard-limited step's clock starts (electron/features/sessions/practice-step-clock.ts).
   */
  'sessions.shown': {
    request: z
      .object({ sessionId: id, itemId: z.string().min(1).max(200), step: z.number().int().min(0).max(100) })
      .strict(),
    response: z.boolean(),
    access: ['open', 'trainee-owned', 'not-attempt'],
  },
  'sessions.unfinished': {
    request: z.object({ traineeId: id }).strict(),
    response: shell.list(shell.unfinishedSession),
    access: ['open', 'trainee-owned'],
  },
  'sessions.resume': {
    request: z.object({ sessionId: id }).strict(),
    response: shell.sessionView,
    access: ['open', 'trainee-owned', 'not-attempt', 'not-during-attempt'],
  },
  /** Ends a session (finished or not) and returns its summary over what was answered. */
  'sessions.close': {
    request: z.object({ sessionId: id }).strict(),
    response: shell.summary,
    access: ['open', 'trainee-owned', 'not-attempt'],
  },
  /** An error for an assessment still running: its marks and keys come only when it ends. */
  'sessions.summary': {
    request: z.object({ sessionId: id }).strict(),
    response: shell.summary,
    access: ['open', 'trainee-owned', 'not-attempt'],
  },
  /** How far the dealing thread is with what it is dealing (polled while a call is slow); null when idle. */
  'sessions.dealing': { request: none, response: shell.dealProgress.nullable(), access: ['open'] },
} as const satisfies AreaContract;
