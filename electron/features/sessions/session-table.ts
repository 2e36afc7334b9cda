// The table a session is dealt at, resolved once in main (the set's profile through the schema, its deck count
// applied) and sent in the session's view, so the screen draws that table and never rebuilds it.
import { resolveProfile, type DrillSet } from '../../../core/drills/spec.ts';
import type { TableProfile } from '../../../core/profiles.ts';

export function sessionTable(set: DrillSet): TableProfile {
  const resolved = resolveProfile(set);
  // The set was dealt at this profile, so it resolved then; a stored set that no longer does is a damaged record.
  if (!resolved.ok) throw new Error(`The session's table profile cannot be read: ${resolved.error}`);
  return resolved.profile;
}
