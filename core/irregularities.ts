// Irregularities (Tasmania 14) and the last coup (9.4), each resolved from the actual cards in the shoe.
// A scenario is a real shoe at the start of a coup plus what went wrong and where; `resolve` gives the procedure,
// the hands as they stand after it, what happens to the next coup, and why (messages, issue 24). The parts are in
// ./irregularities/: what a scenario and a resolution are (scenario.ts), the hands (hands.ts), the resolutions
// (resolve-misdealt.ts for 14.1-14.3, resolve-shoe.ts for 14.4-14.6 and 9.4, sharing working.ts), the scenario
// generators (generate.ts) and the realistic wrong options for drills (options.ts).
import type { Result } from './result.ts';
import {
  resolveBankerCardForPlayer,
  resolveExcessCard,
  resolvePlayerCardInError,
} from './irregularities/resolve-misdealt.ts';
import {
  resolveFaceUpInShoe,
  resolveInsufficient,
  resolveLastCoup,
  resolveOrderUnknown,
} from './irregularities/resolve-shoe.ts';
import type { Resolution, Scenario } from './irregularities/scenario.ts';

export {
  IRREGULARITY_KINDS,
  PROCEDURE_LABELS,
  PROCEDURES,
  procedureLabelRef,
  type Hands,
  type IrregularityKind,
  type NextCoup,
  type ProcedureId,
  type Resolution,
  type Scenario,
} from './irregularities/scenario.ts';
export {
  coupAt,
  dealUntilShort,
  handsLabel,
  handsLabelRef,
  handsOf,
  placeOf,
  playOut,
  resultRef,
  voidHands,
} from './irregularities/hands.ts';

/** The correct procedure for a scenario, worked out from its actual cards. A scenario that is not the named irregularity is an error value. */
export function resolve(s: Scenario): Result<Resolution> {
  switch (s.kind) {
    case 'player-card-in-error':
      return resolvePlayerCardInError(s);
    case 'excess-card':
      return resolveExcessCard(s);
    case 'banker-card-for-player':
      return resolveBankerCardForPlayer(s);
    case 'face-up-in-shoe':
      return resolveFaceUpInShoe(s);
    case 'insufficient-cards':
      return resolveInsufficient(s);
    case 'order-unknown':
      return resolveOrderUnknown(s);
    case 'last-coup':
      return resolveLastCoup(s);
  }
}
