// Zod schemas for the trainer studio's drill-set channels (issue 12), written once: studio-sets-contract.ts derives
// each request type from them. A draft set is any JSON object here: core/drills/spec-messages.ts checks it field by
// field, so the editor can show each problem next to its field.
import { z } from 'zod';
import { drillSetSchema } from '../../core/drills/spec.ts';
import { DRILL_KINDS } from '../../core/drills/types.ts';
import { answerKeySchema, promptSchema } from '../../core/drills/step-schemas.ts';
import { profileSchema } from '../../core/profiles.ts';

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

// Responses (their types are derived in studio-sets-contract.ts).
const text = z.string();
const count = z.number().int().min(0);
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

/** One problem of a draft: the field's id, the field as the trainer knows it, and what is wrong, in words. */
export const fieldMessage = z.strictObject({ field: text, label: text, message: text }).readonly();
const problems = list(fieldMessage);

export const studioSetSummary = z
  .strictObject({
    id: text,
    title: text,
    description: text,
    mode: z.enum(['practice', 'assessment']),
    /** A built-in profile's id, or the id of the profile the set carries. */
    profileId: text,
    kinds: list(z.enum(DRILL_KINDS)),
    items: count,
    /** Built in: read-only, can be duplicated. */
    builtIn: z.boolean(),
    /** Bumped by each saved change (1 for a new set; built-in sets stay 1). */
    revision: z.number().int().min(1),
    /** ISO 8601, when last saved; null for built-in sets. */
    updatedAt: text.nullable(),
  })
  .readonly();

export const studioSet = z.strictObject({ summary: studioSetSummary, set: drillSetSchema }).readonly();

/** The draft's problems, field by field (empty: it can be saved). */
export const setCheck = z.strictObject({ problems }).readonly();

export const previewItem = z
  .strictObject({
    itemId: text,
    kind: z.enum(DRILL_KINDS),
    section: count,
    steps: list(z.strictObject({ prompt: promptSchema, key: answerKeySchema }).readonly()),
  })
  .readonly();

export const setPreview = z
  .strictObject({
    problems,
    items: list(previewItem),
    /** The table the items are dealt on (decks applied), for drawing them. */
    profile: profileSchema.nullable(),
  })
  .readonly();

export const saveOutcome = z
  .strictObject({
    /** null when the draft has problems (nothing was stored). */
    saved: studioSetSummary.nullable(),
    problems,
  })
  .readonly();

export const importOutcome = z.union([
  z
    .strictObject({ outcome: z.literal('imported'), summary: studioSetSummary, replaced: z.boolean() })
    .readonly(),
  /** Nothing stored: what is wrong with the file, field by field. */
  z.strictObject({ outcome: z.literal('invalid'), file: text, problems }).readonly(),
  /** Nothing stored yet: the library has a set with this id or title; resolveImport with the trainer's choice. */
  z
    .strictObject({
      outcome: z.literal('clash'),
      file: text,
      token: text,
      title: text,
      existing: z.strictObject({ id: text, title: text, builtIn: z.boolean() }).readonly(),
    })
    .readonly(),
  z.strictObject({ outcome: z.literal('cancelled') }).readonly(),
]);

export const studioSetResponseSchemas = {
  'studioSets.list': list(studioSetSummary),
  'studioSets.get': studioSet,
  'studioSets.check': setCheck,
  'studioSets.preview': setPreview,
  'studioSets.save': saveOutcome,
  'studioSets.duplicate': studioSetSummary,
  'studioSets.rename': studioSetSummary,
  'studioSets.delete': z.strictObject({ id: text }).readonly(),
  'studioSets.importFile': importOutcome,
  'studioSets.resolveImport': importOutcome,
  'studioSets.exportFile': z.strictObject({ path: text }).readonly().nullable(),
};

export type StudioSetResponseSchemas = typeof studioSetResponseSchemas;
