// The first run's channels of the IPC contract (issue 21). Types come from first-run-schemas.ts (a type import: no
// zod in the renderer bundle from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type {
  FirstRunRequestSchemas,
  FirstRunResponseSchemas,
  setupStatus,
  staffPreview,
  staffProblem,
  staffRow,
} from './first-run.ts';

export type SetupStatus = z.output<typeof setupStatus>;
export type StaffRow = z.output<typeof staffRow>;
export type StaffProblem = z.output<typeof staffProblem>;
export type StaffPreview = z.output<typeof staffPreview>;

type In<C extends keyof FirstRunRequestSchemas> = z.input<FirstRunRequestSchemas[C]>;
type Out<C extends keyof FirstRunResponseSchemas> = z.output<FirstRunResponseSchemas[C]>;

export interface FirstRunContract {
  'setup.status': { request: In<'setup.status'>; response: Out<'setup.status'> };
  /** Trainer: open dialog, then the list checked line by line; null if cancelled. Nothing is saved. */
  'trainees.previewCsv': { request: In<'trainees.previewCsv'>; response: Out<'trainees.previewCsv'> };
  /** Trainer: every row added, or none (the error names each line that is wrong). */
  'trainees.importList': { request: In<'trainees.importList'>; response: Out<'trainees.importList'> };
}

export type FirstRunChannel = keyof FirstRunContract;
export type FirstRunRequest<C extends FirstRunChannel> = FirstRunContract[C]['request'];

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const FIRST_RUN_ACCESS = {
  'setup.status': ['setup'],
  'trainees.previewCsv': ['trainer', 'not-during-attempt'],
  'trainees.importList': ['trainer', 'not-during-attempt'],
} as const satisfies { readonly [C in FirstRunChannel]: Access };

export const FIRST_RUN_CHANNELS = Object.keys(FIRST_RUN_ACCESS) as FirstRunChannel[];
