// --profile takes a built-in id or the path of a trainer's own profile (a .json file), validated like any other.
import { readJsonFile } from '../node-shared/files/read-json-file.ts';
import { BUILT_IN_PROFILES, builtInProfile, validateProfile, type TableProfile } from '../core/profiles.ts';
import type { Named } from '../core/result.ts';

export function resolveProfileArg(value: string): Named<'profile', TableProfile> {
  const builtIn = builtInProfile(value);
  if (builtIn) return { ok: true, profile: builtIn };
  if (!value.endsWith('.json')) {
    const ids = BUILT_IN_PROFILES.map((p) => p.id).join(', ');
    return {
      ok: false,
      error: `unknown profile "${value}" (one of: ${ids}, or the path of a profile .json file)`,
    };
  }
  const read = readJsonFile(value, 1024 * 1024);
  if (!read.ok) return { ok: false, error: `profile file ${value}: ${read.error}` };
  const json = read.value;
  const checked = validateProfile(json);
  return checked.ok ? checked : { ok: false, error: `${value}: ${checked.error}` };
}
