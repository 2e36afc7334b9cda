// The trainer studio's drill-set channels (issue 12), all behind the trainer session. Request types come from their
// zod schemas (studio-sets-schemas.ts, imported as a type only, so the renderer bundle gets no zod from here).
import type { z } from 'zod';
import type { FieldMessage } from '../../core/drills/spec-messages.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import type { AnswerKey, DrillKind, Prompt } from '../../core/drills/types.ts';
import type { TableProfile } from '../../core/profiles.ts';
import type { StudioSetSchemas } from './studio-sets-schemas.ts';

export type { FieldMessage };

export interface StudioSetSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly mode: 'practice' | 'assessment';
  /** A built-in profile's id, or the id of the profile the set carries. */
  readonly profileId: string;
  readonly kinds: readonly DrillKind[];
  readonly items: number;
  /** Built in: read-only, can be duplicated. */
  readonly builtIn: boolean;
  /** Bumped by each saved change (1 for a new set; built-in sets stay 1). */
  readonly revision: number;
  /** ISO 8601, when last saved; null for built-in sets. */
  readonly updatedAt: string | null;
}

export interface StudioSet {
  readonly summary: StudioSetSummary;
  readonly set: DrillSet;
}

/** The draft's problems, field by field (empty: it can be saved). */
export interface SetCheck {
  readonly problems: readonly FieldMessage[];
}

export interface PreviewStep {
  readonly prompt: Prompt;
  readonly key: AnswerKey;
}

export interface PreviewItem {
  readonly itemId: string;
  readonly kind: DrillKind;
  readonly section: number;
  readonly steps: readonly PreviewStep[];
}

export interface SetPreview {
  readonly problems: readonly FieldMessage[];
  readonly items: readonly PreviewItem[];
  /** The table the items are dealt on (decks applied), for drawing them. */
  readonly profile: TableProfile | null;
}

export interface SaveOutcome {
  /** null when the draft has problems (nothing was stored). */
  readonly saved: StudioSetSummary | null;
  readonly problems: readonly FieldMessage[];
}

export type ImportOutcome =
  | { readonly outcome: 'imported'; readonly summary: StudioSetSummary; readonly replaced: boolean }
  /** Nothing stored: what is wrong with the file, field by field. */
  | { readonly outcome: 'invalid'; readonly file: string; readonly problems: readonly FieldMessage[] }
  /** Nothing stored yet: the library has a set with this id or title; resolveImport with the trainer's choice. */
  | {
      readonly outcome: 'clash';
      readonly file: string;
      readonly token: string;
      readonly title: string;
      readonly existing: { readonly id: string; readonly title: string; readonly builtIn: boolean };
    }
  | { readonly outcome: 'cancelled' };

type In<C extends keyof StudioSetSchemas> = z.input<StudioSetSchemas[C]>;

export interface StudioSetsContract {
  'studioSets.list': { request: In<'studioSets.list'>; response: readonly StudioSetSummary[] };
  'studioSets.get': { request: In<'studioSets.get'>; response: StudioSet };
  'studioSets.check': { request: In<'studioSets.check'>; response: SetCheck };
  'studioSets.preview': { request: In<'studioSets.preview'>; response: SetPreview };
  'studioSets.save': { request: In<'studioSets.save'>; response: SaveOutcome };
  'studioSets.duplicate': { request: In<'studioSets.duplicate'>; response: StudioSetSummary };
  'studioSets.rename': { request: In<'studioSets.rename'>; response: StudioSetSummary };
  /** Past results keep the set as it was (each session stores its spec and the revision it used). */
  'studioSets.delete': { request: In<'studioSets.delete'>; response: { readonly id: string } };
  'studioSets.importFile': { request: In<'studioSets.importFile'>; response: ImportOutcome };
  'studioSets.resolveImport': { request: In<'studioSets.resolveImport'>; response: ImportOutcome };
  /** Save dialog; null if cancelled. */
  'studioSets.exportFile': {
    request: In<'studioSets.exportFile'>;
    response: { readonly path: string } | null;
  };
}

export type StudioSetsChannel = keyof StudioSetsContract;

export const STUDIO_SET_CHANNELS = [
  'studioSets.list',
  'studioSets.get',
  'studioSets.check',
  'studioSets.preview',
  'studioSets.save',
  'studioSets.duplicate',
  'studioSets.rename',
  'studioSets.delete',
  'studioSets.importFile',
  'studioSets.resolveImport',
  'studioSets.exportFile',
] as const satisfies readonly StudioSetsChannel[];
