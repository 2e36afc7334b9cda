// Engine schemas typed as the engine's own types, for the request types derived from them: a Response is checked by
// responseSchema and is the readonly Response the engine uses; a profile is checked by profileSchema but arrives as
// anything (the check's error names the bad field).
import { z } from 'zod';
import { responseSchema } from '../core/drills/response.ts';
import type { Response } from '../core/drills/types.ts';
import { profileSchema, type TableProfile } from '../core/profiles.ts';

export const typedResponse = responseSchema as unknown as z.ZodType<Response, Response>;
export const anyProfile = profileSchema as unknown as z.ZodType<TableProfile, unknown>;

/**
 * A response field whose type another module owns (a Prompt, a SessionSummary, an AssessmentRecord): typed as that
 * type, and checked here only as an object; its shape is that module's to check.
 */
export const owned = <T>() =>
  z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'must be an object');
