// The trainer studio's drill-set channels (issue 12), all behind the trainer session. Request and response types come
// from their zod schemas (studio-sets-schemas.ts, imported as a type only, so the renderer bundle gets no zod from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { FieldMessage } from '../core/drills/spec-messages.ts';
import type {
  importOutcome,
  previewItem,
  saveOutcome,
  setCheck,
  setPreview,
  studioSet,
  StudioSetResponseSchemas,
  StudioSetSchemas,
  studioSetSummary,
} from './studio-sets.ts';

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

type In<C extends keyof StudioSetSchemas> = z.input<StudioSetSchemas[C]>;
type Out<C extends keyof StudioSetResponseSchemas> = z.output<StudioSetResponseSchemas[C]>;

export interface StudioSetsContract {
  'studioSets.list': { request: In<'studioSets.list'>; response: Out<'studioSets.list'> };
  'studioSets.get': { request: In<'studioSets.get'>; response: Out<'studioSets.get'> };
  'studioSets.check': { request: In<'studioSets.check'>; response: Out<'studioSets.check'> };
  'studioSets.preview': { request: In<'studioSets.preview'>; response: Out<'studioSets.preview'> };
  'studioSets.save': { request: In<'studioSets.save'>; response: Out<'studioSets.save'> };
  'studioSets.duplicate': { request: In<'studioSets.duplicate'>; response: Out<'studioSets.duplicate'> };
  'studioSets.rename': { request: In<'studioSets.rename'>; response: Out<'studioSets.rename'> };
  /** Past results keep the set as it was (each session stores its spec and the revision it used). */
  'studioSets.delete': { request: In<'studioSets.delete'>; response: Out<'studioSets.delete'> };
  'studioSets.importFile': { request: In<'studioSets.importFile'>; response: Out<'studioSets.importFile'> };
  'studioSets.resolveImport': {
    request: In<'studioSets.resolveImport'>;
    response: Out<'studioSets.resolveImport'>;
  };
  /** Save dialog; null if cancelled. */
  'studioSets.exportFile': { request: In<'studioSets.exportFile'>; response: Out<'studioSets.exportFile'> };
}

export type StudioSetsChannel = keyof StudioSetsContract;

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const STUDIO_SET_ACCESS = {
  'studioSets.list': ['trainer', 'not-during-attempt'],
  'studioSets.get': ['trainer', 'not-during-attempt'],
  'studioSets.check': ['trainer', 'not-during-attempt'],
  'studioSets.preview': ['trainer', 'not-during-attempt'],
  'studioSets.save': ['trainer', 'not-during-attempt'],
  'studioSets.duplicate': ['trainer', 'not-during-attempt'],
  'studioSets.rename': ['trainer', 'not-during-attempt'],
  'studioSets.delete': ['trainer', 'not-during-attempt'],
  'studioSets.importFile': ['trainer', 'not-during-attempt'],
  'studioSets.resolveImport': ['trainer', 'not-during-attempt'],
  'studioSets.exportFile': ['trainer', 'not-during-attempt'],
} as const satisfies { readonly [C in StudioSetsChannel]: Access };

export const STUDIO_SET_CHANNELS = Object.keys(STUDIO_SET_ACCESS) as StudioSetsChannel[];
