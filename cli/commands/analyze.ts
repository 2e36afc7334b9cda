// `engine analyze --profile ID [--decks N] [--stake CENTS] [--lang L]`: exact counts (as decimal strings), probability and house
// edge of every bet the profile offers, naturals and the 4-, 5- and 6-card coups. --decks defaults to the profile's
// own; --stake is the Banker stake the commission (or half on six) is charged on, by default the table minimum.
import { analysisToJSON, analyze } from '../../core/analysis.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../core/profiles.ts';
import { resolveProfileArg } from '../profile-arg.ts';
import { checkDeckCount } from '../../core/shoe.ts';
import { parseFlagsIn, saidIn } from '../lang-flag.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import { profileProblemWords } from '../../core/profile-issues.ts';
import type { CommandResult } from '../main.ts';
import type { Failure } from '../../core/result.ts';

/** --profile (a built-in id or a profile .json file) and --decks (Tasmania 4.1: 4 to 8, at least 6 with Perfect Pairs), checked. */
export function profileAndDecks(
  flags: Record<string, string | boolean>,
): { ok: true; profile: TableProfile; decks: number } | Failure {
  const ids = BUILT_IN_PROFILES.map((p) => p.id).join(', ');
  const id = flags['profile'];
  if (typeof id !== 'string') return failure(ref('cli24_profile_required', { ids }));
  const resolved = resolveProfileArg(id);
  if (!resolved.ok) return resolved;
  const profile = resolved.profile;
  const raw = flags['decks'];
  if (raw !== undefined && (typeof raw !== 'string' || !/^\d+$/.test(raw))) {
    return failure(ref('cli24_decks_whole', { value: String(raw) }));
  }
  const decks = raw === undefined ? profile.decks : Number(raw);
  const deckError = checkDeckCount(decks, profile.perfectPairs !== null);
  if (deckError)
    return failure(ref('cli24_decks_profile', { problem: profileProblemWords(deckError), id: profile.id }));
  return { ok: true, profile, decks };
}

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parseFlagsIn(argv, { profile: 'string', decks: 'string', stake: 'string' });
  if (!parsed.ok) return parsed;
  // Its output is numbers and ids; its refusals are said in the --lang language (English as before).
  const refused = (failed: Failure | MessageRef): Failure => saidIn(parsed.language, failed);
  const chosen = profileAndDecks(parsed.flags);
  if (!chosen.ok) return refused(chosen);
  const rawStake = parsed.flags['stake'];
  if (rawStake !== undefined && (typeof rawStake !== 'string' || !/^[1-9]\d{0,12}$/.test(rawStake))) {
    return refused(ref('cli24_stake_whole', { value: String(rawStake) }));
  }
  const stake = rawStake === undefined ? chosen.profile.limits.main.min : Number(rawStake);
  const result = analyze(chosen.profile, chosen.decks, stake);
  if (!result.ok) return refused(result);
  return { ok: true, output: analysisToJSON(result.value) };
}
