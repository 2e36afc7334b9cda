// The trainer studio's drill-set channels (issue 12): each is one entry below; index.ts derives the types. A draft set
// is any JSON object here: core/drills/spec-messages.ts checks it field by field, so the editor can show each problem
// next to its field.
import { z } from 'zod';
import { drillSetSchema } from '../core/drills/spec.ts';
import { DRILL_KINDS } from '../core/drills/types.ts';
import { answerKeySchema, promptSchema } from '../core/drills/step-schemas.ts';
import { profileSchema } from '../core/profiles.ts';
import { phraseSchema } from '../core/i18n/message-ref-schema.ts';
import { id, none, type AreaContract } from './channel.ts';
import type { FieldMessage } from '../core/drills/spec-messages.ts';

const draft = z.record(z.string(), z.unknown(), { message: 'must be a drill set (an object)' });

// Responses.
const text = z.string();
const count = z.number().int().min(0);
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

/** One problem of a draft: the field's id, the field as the trainer knows it, and what is wrong, in words. */
// The label and the problem are phrases (issue 24): said in the trainer's language by the set editor.
export const fieldMessage = z
  .strictObject({ field: text, label: phraseSchema, message: phraseSchema })
  .readonly();
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

/** Each channel of the area: its request, its response and who may call it (access.ts). */
export const studioSetChannels = {
  'studioSets.list': {
    request: none,
    response: list(studioSetSummary),
    access: ['trainer', 'not-during-attempt'],
  },
  'studioSets.get': {
    request: z.object({ id }).strict(),
    response: studioSet,
    access: ['trainer', 'not-during-attempt'],
  },
  /** The draft checked as it stands: every field, then one trial generation when the fields are right. */
  'studioSets.check': {
    request: z.object({ set: draft }).strict(),
    response: setCheck,
    access: ['trainer', 'not-during-attempt'],
  },
  /** A few items of the draft as it stands, with their answer keys (the trainer's preview). */
  'studioSets.preview': {
    request: z.object({ set: draft }).strict(),
    response: setPreview,
    access: ['trainer', 'not-during-attempt'],
  },
  /** A new set (no id), or a saved one changed: `revision` is the revision the editor started from. */
  'studioSets.save': {
    request: z
      .object({ id: id.optional(), revision: z.number().int().min(1).optional(), set: draft })
      .strict(),
    response: saveOutcome,
    access: ['trainer', 'not-during-attempt'],
  },
  'studioSets.duplicate': {
    request: z.object({ id }).strict(),
    response: studioSetSummary,
    access: ['trainer', 'not-during-attempt'],
  },
  'studioSets.rename': {
    request: z
      .object({
        id,
        title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
      })
      .strict(),
    response: studioSetSummary,
    access: ['trainer', 'not-during-attempt'],
  },
  /** Past results keep the set as it was (each session stores its spec and the revision it used). */
  'studioSets.delete': {
    request: z.object({ id }).strict(),
    response: z.strictObject({ id: text }).readonly(),
    access: ['trainer', 'not-during-attempt'],
  },
  /** The file dialog, then the file checked; a clash waits for the trainer's choice (resolveImport). */
  'studioSets.importFile': {
    request: none,
    response: importOutcome,
    access: ['trainer', 'not-during-attempt'],
  },
  'studioSets.resolveImport': {
    request: z.object({ token: id, choice: z.enum(['keep-both', 'replace', 'cancel']) }).strict(),
    response: importOutcome,
    access: ['trainer', 'not-during-attempt'],
  },
  /** Save dialog; null if cancelled. */
  'studioSets.exportFile': {
    request: z.object({ id }).strict(),
    response: z.strictObject({ path: text }).readonly().nullable(),
    access: ['trainer', 'not-during-attempt'],
  },
} as const satisfies AreaContract;

export type { FieldMessage };

export type StudioSetSummary = z.output<typeof studioSetSummary>;
export type StudioSet = z.output<typeof studioSet>;
/** The draft's problems, field by field (empty: it can be saved). */
export type SetCheck = z.output<typeof setCheck>;
export type PreviewItem = z.output<typeof previewItem>;
export type PreviewStep = PreviewItem['steps'][number];
export type SetPreview = z.output<typeof setPreview>;
export type SaveOutcome = z.output<typeof saveOutcome>;
export type ImportOutcome = z.output<typeof importOutcome>;

export type StudioSetsChannel = keyof typeof studioSetChannels;
