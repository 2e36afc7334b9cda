// `engine coup --profile ID --cards 9h,Kd,3c,5s,... [--bets JSON]`: plays one coup from the given cards (shoe
// order; extra cards are ignored) and settles the bets at the profile's odds. `--lang` says the dealer's calls and
// each bet's working in that language (English by default).
import { z } from 'zod';
import { BET_NAMES } from '../../core/bets.ts';
import { parseCards } from '../../core/cards.ts';
import { coupFromCards } from '../../core/coup.ts';
import { dealerCallRefs } from '../../core/dealer-calls.ts';
import { say } from '../../core/i18n/say.ts';
import { languageFlag } from '../lang-flag.ts';
import { BUILT_IN_PROFILES, formatIssues } from '../../core/profiles.ts';
import { resolveProfileArg } from '../profile-arg.ts';
import { settleBets } from '../../core/settlement.ts';
import { parseFlags } from '../args.ts';
import type { CommandResult } from '../main.ts';

const betsSchema = z.array(z.object({ on: z.enum(BET_NAMES), amount: z.number().int().positive() }).strict());

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parseFlags(argv, { profile: 'string', cards: 'string', bets: 'string', lang: 'string' });
  if (!parsed.ok) return parsed;
  const lang = languageFlag(parsed.flags['lang']);
  if (!lang.ok) return lang;
  const { profile: profileId, cards: cardsText, bets: betsText } = parsed.flags;
  const ids = BUILT_IN_PROFILES.map((p) => p.id).join(', ');
  if (typeof profileId !== 'string') return { ok: false, error: `--profile is required (one of: ${ids})` };
  const resolved = resolveProfileArg(profileId);
  if (!resolved.ok) return resolved;
  const profile = resolved.profile;
  if (typeof cardsText !== 'string')
    return { ok: false, error: '--cards is required, e.g. --cards 9h,Kd,3c,5s' };

  const cards = parseCards(cardsText);
  if (!cards.ok) return { ok: false, error: `--cards: ${cards.error}` };
  const played = coupFromCards(cards.value);
  if (!played.ok) return { ok: false, error: `--cards: ${played.error}` };
  const { coup } = played;

  let bets: z.infer<typeof betsSchema> = [];
  if (typeof betsText === 'string') {
    let json: unknown;
    try {
      json = JSON.parse(betsText);
    } catch (e) {
      return { ok: false, error: `--bets is not valid JSON: ${(e as Error).message}` };
    }
    const checked = betsSchema.safeParse(json);
    if (!checked.success) {
      return {
        ok: false,
        error: `--bets must be a list like [{"on":"banker","amount":2500}] (amounts in cents): ${formatIssues(checked.error.issues, 'bets')}`,
      };
    }
    bets = checked.data;
  }
  const settled = settleBets(profile, coup, bets);
  if (!settled.ok) return { ok: false, error: `--bets: ${settled.error}` };

  return {
    ok: true,
    output: {
      profile: profile.id,
      player: { cards: coup.player, total: coup.playerPoint },
      banker: { cards: coup.banker, total: coup.bankerPoint },
      winner: coup.winner,
      natural: coup.natural,
      calls: dealerCallRefs(coup).map((call) => say(call, lang.language)),
      bets: settled.value.map((s) => ({
        on: s.on,
        amount: s.amount,
        outcome: s.outcome,
        payout: s.payout,
        commission: s.commission,
        odds: s.odds,
        detail: s.detailRef === null ? null : say(s.detailRef, lang.language),
        working: say(s.workingRef, lang.language),
        rule: s.rule,
      })),
    },
  };
}
