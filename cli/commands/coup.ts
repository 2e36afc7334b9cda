// `engine coup --profile ID --cards 9h,Kd,3c,5s,... [--bets JSON]`: plays one coup from the given cards (shoe
// order; extra cards are ignored) and settles the bets at the profile's odds. `--lang` says the dealer's calls and
// each bet's working in that language (English by default).
import { z } from 'zod';
import { BET_NAMES } from '../../core/bets.ts';
import { parseCards } from '../../core/cards.ts';
import { coupFromCards } from '../../core/coup.ts';
import { dealerCallRefs } from '../../core/dealer-calls.ts';
import { libraryWords } from '../../core/i18n/library-words.ts';
import { ref, say, type MessageRef } from '../../core/i18n/say.ts';
import { jsonFault } from '../../node-shared/files/read-json-file.ts';
import type { Failure } from '../../core/result.ts';
import { parseFlagsIn, saidIn } from '../lang-flag.ts';
import { issuesSaid } from '../zod-issues.ts';
import { BUILT_IN_PROFILES } from '../../core/profiles.ts';
import { resolveProfileArg } from '../profile-arg.ts';
import { settleBets } from '../../core/settlement.ts';
import type { CommandResult } from '../main.ts';

const betsSchema = z.array(z.object({ on: z.enum(BET_NAMES), amount: z.number().int().positive() }).strict());

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const parsed = parseFlagsIn(argv, { profile: 'string', cards: 'string', bets: 'string' });
  if (!parsed.ok) return parsed;
  // Every refusal is said in the --lang language (English as before).
  const refused = (failed: Failure | MessageRef, flag?: string): Failure =>
    saidIn(parsed.language, failed, flag);
  const { profile: profileId, cards: cardsText, bets: betsText } = parsed.flags;
  const ids = BUILT_IN_PROFILES.map((p) => p.id).join(', ');
  if (typeof profileId !== 'string') return refused(ref('cli24_profile_required', { ids }));
  const resolved = resolveProfileArg(profileId);
  if (!resolved.ok) return refused(resolved);
  const profile = resolved.profile;
  if (typeof cardsText !== 'string') return refused(ref('cli24_cards_required', {}));

  const cards = parseCards(cardsText);
  if (!cards.ok) return refused(cards, '--cards');
  const played = coupFromCards(cards.value);
  if (!played.ok) return refused(played, '--cards');
  const { coup } = played;

  let bets: z.infer<typeof betsSchema> = [];
  if (typeof betsText === 'string') {
    let json: unknown;
    try {
      json = JSON.parse(betsText);
    } catch (e) {
      // JSON.parse's own words stay as they are in English; another language says where the fault is.
      const detail = (e as Error).message;
      return refused(ref('cli24_bets_json', { detail: libraryWords(detail, jsonFault(betsText, detail)) }));
    }
    const checked = betsSchema.safeParse(json);
    if (!checked.success) {
      const issues = issuesSaid(checked.error.issues, 'bets');
      return refused(ref('cli24_bets_shape', { example: '[{"on":"banker","amount":2500}]', issues }));
    }
    bets = checked.data;
  }
  const settled = settleBets(profile, coup, bets);
  if (!settled.ok) return refused(settled, '--bets');

  return {
    ok: true,
    output: {
      profile: profile.id,
      player: { cards: coup.player, total: coup.playerPoint },
      banker: { cards: coup.banker, total: coup.bankerPoint },
      winner: coup.winner,
      natural: coup.natural,
      calls: dealerCallRefs(coup).map((call) => say(call, parsed.language)),
      bets: settled.value.map((s) => ({
        on: s.on,
        amount: s.amount,
        outcome: s.outcome,
        payout: s.payout,
        commission: s.commission,
        odds: s.odds,
        detail: s.detailRef === null ? null : say(s.detailRef, parsed.language),
        working: say(s.workingRef, parsed.language),
        rule: s.rule,
      })),
    },
  };
}
