// The squeeze (Tasmania 9.3): who is passed each hand's cards. Answers from core/squeeze.ts.
import { BET_LABELS, type BetName } from '../../../bets.ts';
import { squeezeHolders, type SqueezeBet } from '../../../squeeze.ts';
import type { SceneBet } from '../../types.ts';
import { tableScene } from '../kind.ts';
import { betAmount, betId } from '../payout.ts';
import type { AreaTopic } from './topics.ts';
import { choiceKey, seatOptions, someSeats, type Builder, type Step, type Tools } from './tools.ts';

function squeeze(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seats = someSeats(t.rng, p.seats, 2);
  const bets: SqueezeBet[] = [];
  for (const seat of seats) {
    const on: BetName = t.rng.pick(['player', 'banker'] as const);
    bets.push({ seat, on, amount: betAmount(p, on, t.ctx.difficulty, t.rng) });
  }
  const hand = t.rng.pick(['player', 'banker'] as const);
  const onHand = bets.filter((b) => b.on === hand);
  // Equal highest wagers (9.3c) and refusals (9.3b) are what trainees get wrong: make them common.
  if (onHand.length >= 2 && t.rng.nextInt(2) === 0) {
    const top = Math.max(...onHand.map((b) => b.amount));
    const other = onHand.find((b) => b.amount !== top) ?? (onHand[1] as SqueezeBet);
    bets[bets.indexOf(other)] = { ...other, amount: top };
  }
  const ranked = bets.filter((b) => b.on === hand).sort((a, b) => b.amount - a.amount || a.seat - b.seat);
  const refused = ranked.length >= 2 && t.rng.nextInt(3) === 0 ? [(ranked[0] as SqueezeBet).seat] : [];
  const result = squeezeHolders(bets, { [hand]: refused });
  const holder = result[hand];
  const label = BET_LABELS[hand];
  const sceneBets: SceneBet[] = bets.map((b) => ({
    id: betId(b.seat, b.on),
    seat: b.seat,
    on: b.on,
    amount: b.amount,
  }));
  return [
    {
      question: `The cards are dealt face down for the squeeze.${refused.length > 0 ? ` Seat ${refused[0]} refuses the ${label} cards.` : ''} Who is passed the ${label}'s cards?`,
      scene: tableScene(p, {
        bets: sceneBets,
        situation: 'Squeeze game: cards dealt face down (Tasmania 9.3).',
      }),
      form: {
        type: 'choice',
        options: seatOptions(
          seats.filter((s) => !refused.includes(s)),
          [{ key: 'd', label: 'The dealer turns them' }],
        ),
      },
      key: choiceKey(
        holder.seat === null ? 'd' : String(holder.seat),
        holder.seat === null ? 'The dealer turns them' : `Seat ${holder.seat}`,
        `${holder.explanation.charAt(0).toUpperCase()}${holder.explanation.slice(1)}.`,
        holder.rule,
        [
          refused.length > 0
            ? 'squeeze-refused'
            : holder.rule.includes('9.3c')
              ? 'squeeze-equal'
              : 'squeeze-highest',
        ],
        t,
      ),
    },
  ];
}

export const SQUEEZE: Record<AreaTopic<'squeeze'>, Builder> = { squeeze };
