// The practical standard's channels of the IPC contract (issue 21), both behind the trainer session. Types come from
// practical-schemas.ts (a type import: no zod in the renderer bundle from here).
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { PracticalRequestSchemas, PracticalResponseSchemas } from './practical.ts';

export type {
  Outcome,
  PracticalStandard,
  SavedStandard,
  StandardArea,
  StandardRedLine,
} from '../core/assessment/practical-standard.ts';

type In<C extends keyof PracticalRequestSchemas> = z.input<PracticalRequestSchemas[C]>;
type Out<C extends keyof PracticalResponseSchemas> = z.output<PracticalResponseSchemas[C]>;

export interface PracticalContract {
  'practical.standard': { request: In<'practical.standard'>; response: Out<'practical.standard'> };
  /** Refused if another save came first (the revision it was edited from is no longer the latest). */
  'practical.saveStandard': {
    request: In<'practical.saveStandard'>;
    response: Out<'practical.saveStandard'>;
  };
}

export type PracticalChannel = keyof PracticalContract;

/** Who may call each channel (ipc/access.ts says what each rule means); the registry applies it. */
export const PRACTICAL_ACCESS = {
  'practical.standard': ['trainer'],
  'practical.saveStandard': ['trainer'],
} as const satisfies { readonly [C in PracticalChannel]: Access };

export const PRACTICAL_CHANNELS = Object.keys(PRACTICAL_ACCESS) as PracticalChannel[];
