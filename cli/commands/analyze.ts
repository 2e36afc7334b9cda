// `engine analyze --profile ID [--decks N] [--stake CENTS]`: exact counts (as decimal strings), probability and house
// edge of every bet the profile offers, naturals and the 4-, 5- and 6-card coups. --decks defaults to the profile's
// own; --stake is the Banker stake the commission (or half on six) is charged on, by default the table minimum.
import { analysisToJSON, analyze } from '../../core/analysis.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../core/profiles.ts';
import { resolveProfileArg } from '../profile-arg.ts';
import { checkDeckCount } from '../../core/shoe.ts';
import { parseFlags } from '../args.ts';
import type { CommandResult } from '../main.ts';
import type { Failure } from '../../core/result.ts';

/** --profile (a built-in id or a profile .json file) and --decks (Tasmania 4.1: 4 to 8, at least 6 with Perfect Pairs), checked. */
export function profileAndDecks(
  flags: Record<string, string | boolean>,
): { ok: true; profile: TableProfile; decks: number } | Failure {
  const ids = BUILT_IN_PROFILES.map((p) => p.id).join(', ');
  const id = flags['profile'];
  if (typeof id !== 'string') return { ok: false, error: `--profile is required (one of: ${ids})` };
  const resolved = resolveProfileArg(id);
  if (!resolved.ok) return resolved;
  const profile = resolved.profile;
  const raw = flags['decks'];
  if (raw !== undefined && (typeof raw !== 'string' || !/^\d+$/.test(raw))) {
    return {
      ok: false,
      error: `--decks must be a whole number of decks (Tasmania 4.1: 4 to 8), not "${String(raw)}"`,
    };
  }
  const decks = raw === undefined ? profile.decks : Number(raw);
  const deckError = checkDeckCount(decks, profile.perfectPairs !== null);
  if (deckError) return { ok: false, error: `--decks: ${deckError} (profile ${profile.id})` };
  return { ok: true, profile, decks };
}

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parseFlags(argv, { profile: 'string', decks: 'string', stake: 'string' });
  if (!parsed.ok) return parsed;
  const chosen = profileAndDecks(parsed.flags);
  if (!chosen.ok) return chosen;
  const rawStake = parsed.flags['stake'];
  if (rawStake !== undefined && (typeof rawStake !== 'string' || !/^[1-9]\d{0,12}$/.test(rawStake))) {
    return {
      ok: false,
      error: `--stake must be a positive whole number of cents (the Banker stake), not "${String(rawStake)}"`,
    };
  }
  const stake = rawStake === undefined ? chosen.profile.limits.main.min : Number(rawStake);
  const result = analyze(chosen.profile, chosen.decks, stake);
  if (!result.ok) return result;
  return { ok: true, output: analysisToJSON(result.value) };
}
