// Zod schemas for the trainer studio's drill-set channels (issue 12), written once: studio-sets-contract.ts derives
// each request type from them. A draft set is any JSON object here: core/drills/spec-messages.ts checks it field by
// field, so the editor can show each problem next to its field.
import { z } from 'zod';

const id = z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const none = z.undefined({ message: 'takes no argument' });
const draft = z.record(z.string(), z.unknown(), { message: 'must be a drill set (an object)' });

export const studioSetSchemas = {
  'studioSets.list': none,
  'studioSets.get': z.object({ id }).strict(),
  /** The draft checked as it stands: every field, then one trial generation when the fields are right. */
  'studioSets.check': z.object({ set: draft }).strict(),
  /** A few items of the draft as it stands, with their answer keys (the trainer's preview). */
  'studioSets.preview': z.object({ set: draft }).strict(),
  /** A new set (no id), or a saved one changed: `revision` is the revision the editor started from. */
  'studioSets.save': z
    .object({ id: id.optional(), revision: z.number().int().min(1).optional(), set: draft })
    .strict(),
  'studioSets.duplicate': z.object({ id }).strict(),
  'studioSets.rename': z
    .object({
      id,
      title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    })
    .strict(),
  'studioSets.delete': z.object({ id }).strict(),
  /** The file dialog, then the file checked; a clash waits for the trainer's choice (resolveImport). */
  'studioSets.importFile': none,
  'studioSets.resolveImport': z
    .object({ token: id, choice: z.enum(['keep-both', 'replace', 'cancel']) })
    .strict(),
  'studioSets.exportFile': z.object({ id }).strict(),
};

export type StudioSetSchemas = typeof studioSetSchemas;
