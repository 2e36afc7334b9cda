// The drill-set library and the table profiles: what the home screen lists, and the houses' names. A session's table
// is not looked up here: main sends it resolved in the session's view (DrillSession.profile).
import type { DrillSetSummary, TableProfile } from '../../../contract/index.ts';
import type { Get } from './caller.ts';
import { resolveProfile } from '../../../core/drills/spec.ts';
import { m } from '../../../i18n/paraglide/messages.js';

export class Library {
  profiles = $state.raw<readonly TableProfile[]>([]);
  /** Profiles drill sets carry in themselves (not in the profile list): for the names of their houses. */
  setProfiles = $state.raw<readonly TableProfile[]>([]);
  drillSets = $state.raw<readonly DrillSetSummary[]>([]);
  readonly #get: Get;

  constructor(get: Get) {
    this.#get = get;
  }

  /** The profile with this id (from the list, or carried by a drill set). */
  profile(id: string): TableProfile | null {
    return this.profiles.find((p) => p.id === id) ?? this.setProfiles.find((p) => p.id === id) ?? null;
  }

  async load(): Promise<void> {
    const [profiles, sets] = await Promise.all([
      this.#get(m.ui_do_read_profiles(), (t) => t.profiles.list()),
      this.#get(m.ui_do_read_sets(), (t) => t.drillSets.list()),
    ]);
    this.profiles = profiles ?? [];
    this.drillSets = sets ?? [];
    void this.#loadSetProfiles();
  }

  /** The starter practice set for a table (its coup calls), or the first practice set. */
  starterSet(profileId: string): DrillSetSummary | undefined {
    const practice = this.drillSets.filter((s) => s.mode === 'practice');
    return (
      practice.find((s) => s.builtIn && s.profileId === profileId && s.id.includes('coup-calls')) ??
      practice.find((s) => s.builtIn && s.profileId === profileId) ??
      practice.find((s) => s.builtIn) ??
      practice[0]
    );
  }

  /** Reads, once per profile, the table profile a drill set carries inline (one set per unknown profile id). */
  async #loadSetProfiles(): Promise<void> {
    const known = [...this.profiles, ...this.setProfiles].map((p) => p.id);
    const unknown = this.drillSets.filter(
      (s, i, all) => !known.includes(s.profileId) && all.findIndex((x) => x.profileId === s.profileId) === i,
    );
    if (unknown.length === 0) return;
    const sets = await Promise.all(
      unknown.map((s) => this.#get(m.ui_do_read_set(), (t) => t.drillSets.get({ id: s.id }))),
    );
    // Read through the profile schema (resolveProfile), so a convention the set's copy leaves out takes its default.
    const found = sets.flatMap((set) => {
      const resolved = set && typeof set.profile === 'object' ? resolveProfile(set) : null;
      return resolved?.ok ? [resolved.profile] : [];
    });
    this.setProfiles = [...this.setProfiles, ...found];
  }
}
