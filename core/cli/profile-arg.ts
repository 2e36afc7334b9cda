// --profile takes a built-in id or the path of a trainer's own profile (a .json file), validated like any other.
import { readFileSync } from 'node:fs';
import { BUILT_IN_PROFILES, builtInProfile, validateProfile, type TableProfile } from '../profiles.ts';

export function resolveProfileArg(
  value: string,
): { ok: true; profile: TableProfile } | { ok: false; error: string } {
  const builtIn = builtInProfile(value);
  if (builtIn) return { ok: true, profile: builtIn };
  if (!value.endsWith('.json')) {
    const ids = BUILT_IN_PROFILES.map((p) => p.id).join(', ');
    return {
      ok: false,
      error: `unknown profile "${value}" (one of: ${ids}, or the path of a profile .json file)`,
    };
  }
  let text: string;
  try {
    text = readFileSync(value, 'utf8');
  } catch (e) {
    return { ok: false, error: `cannot read profile file ${value}: ${(e as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `profile file ${value} is not valid JSON: ${(e as Error).message}` };
  }
  const checked = validateProfile(json);
  return checked.ok ? checked : { ok: false, error: `${value}: ${checked.error}` };
}
