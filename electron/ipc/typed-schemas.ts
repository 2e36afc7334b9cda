// Engine schemas typed as the engine's own types, for the request types derived from them: a Response is checked by
// responseSchema and is the readonly Response the engine uses; a profile is checked by profileSchema but arrives as
// anything (the check's error names the bad field).
import type { z } from 'zod';
import { responseSchema } from '../../core/drills/response.ts';
import type { Response } from '../../core/drills/types.ts';
import { profileSchema, type TableProfile } from '../../core/profiles.ts';

export const typedResponse = responseSchema as unknown as z.ZodType<Response, Response>;
export const anyProfile = profileSchema as unknown as z.ZodType<TableProfile, unknown>;
