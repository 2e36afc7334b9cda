import { BUILT_IN_PROFILES, offeredBets } from '../../core/profiles.ts';
import type { CommandResult } from '../main.ts';

export async function run(argv: readonly string[]): Promise<CommandResult> {
  if (argv.length > 0) return { ok: false, error: `takes no options, got "${argv.join(' ')}"` };
  return {
    ok: true,
    output: BUILT_IN_PROFILES.map((p) => ({ id: p.id, name: p.name, decks: p.decks, bets: offeredBets(p) })),
  };
}
