// Engine schemas for the request types derived from them: a Response is checked by responseSchema, whose output is
// the readonly Response the engine uses; a profile is checked by profileSchema but arrives as anything (the check's
// error names the bad field), so its request type is unknown and the handler's is TableProfile.
import { z } from 'zod';
import { responseSchema } from '../core/drills/response.ts';
import { profileSchema } from '../core/profiles.ts';

export const typedResponse = responseSchema;
export const anyProfile = z.unknown().pipe(profileSchema);
