// --profile takes a built-in id or the path of a trainer's own profile (a .json file), validated like any other.
import { readJsonFile } from '../node-shared/files/read-json-file.ts';
import { BUILT_IN_PROFILES, builtInProfile, validateProfile, type TableProfile } from '../core/profiles.ts';
import type { Named } from '../core/result.ts';
import { failure } from '../core/i18n/failure.ts';
import { ref } from '../core/i18n/say.ts';

export function resolveProfileArg(value: string): Named<'profile', TableProfile> {
  const builtIn = builtInProfile(value);
  if (builtIn) return { ok: true, profile: builtIn };
  if (!value.endsWith('.json')) {
    const ids = BUILT_IN_PROFILES.map((p) => p.id).join(', ');
    return failure(ref('cli24_unknown_profile', { value, ids }));
  }
  const read = readJsonFile(value, 1024 * 1024);
  // The file system's own words (read.error) stay as they are, inside the message.
  if (!read.ok) return failure(ref('cli24_profile_file', { path: value, error: read.phrase ?? read.error }));
  const json = read.value;
  const checked = validateProfile(json);
  return checked.ok
    ? checked
    : failure(ref('main_field_problem', { field: value, problem: checked.phrase ?? checked.error }));
}
