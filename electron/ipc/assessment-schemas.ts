// Zod schemas for the trainer, assessment and report channels, written once: assessment-contract.ts derives each
// channel's request type from its schema (z.input), so no request type is written twice.
import { z } from 'zod';
import { typedResponse as response } from './typed-schemas.ts';
import { practicalInputSchema } from '../../core/assessment/practical.ts';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const none = z.undefined({ message: 'takes no argument' });
const passcode = z.string().max(200, 'must be at most 200 characters');
const attempt = z.object({ attemptId: id }).strict();

/** Reports are read by the renderer from a dropped file and sent as bytes; 20 MB is far above any real report. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;

export const assessmentRequestSchemas = {
  'trainer.status': none,
  'trainer.setPasscode': z.object({ passcode, current: passcode.optional() }).strict(),
  'trainer.unlock': z.object({ passcode }).strict(),
  'trainer.lock': none,

  'assessment.start': z
    .object({
      drillSetId: id,
      candidate: z
        .object({
          name: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
          staffNumber: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
        })
        .strict(),
      assessor: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
    })
    .strict(),
  'assessment.current': none,
  'assessment.view': attempt,
  'assessment.answer': z
    .object({
      attemptId: id,
      itemId: z.string().min(1).max(200),
      step: z.number().int().min(0).max(100),
      response,
    })
    .strict(),
  'assessment.shown': z
    .object({ attemptId: id, itemId: z.string().min(1).max(200), step: z.number().int().min(0).max(100) })
    .strict(),
  'assessment.leave': attempt,
  'assessment.resume': attempt,
  'assessment.close': attempt,
  'assessment.gradePractical': z.object({ attemptId: id, grades: practicalInputSchema }).strict(),
  'assessment.record': attempt,
  'assessment.replay': attempt,
  'assessment.history': z.object({ traineeId: id }).strict(),
  'assessment.export': z.object({ attemptId: id, format: z.enum(['pdf', 'csv', 'json']) }).strict(),

  'reports.verify': z
    .object({
      bytes: z
        .instanceof(Uint8Array, { message: 'must be the file bytes' })
        .refine((b) => b.byteLength <= MAX_REPORT_BYTES, {
          message: `must be at most ${MAX_REPORT_BYTES} bytes`,
        }),
    })
    .strict(),
  'reports.keys': none,
  'reports.trustKey': z
    .object({
      publicKey: z.string().min(1).max(2000, 'must be at most 2000 characters'),
      label: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
    })
    .strict(),
};

export type AssessmentRequestSchemas = typeof assessmentRequestSchemas;
