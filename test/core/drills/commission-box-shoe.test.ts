// Casino guide: commission "must be paid by the end of each shoe, at the latest". A commission box item either stays
// inside one shoe, or shows the shoe change and the collection, and the box starts the new shoe empty.
import { describe, expect, it } from 'vitest';
import type { Coup } from '../../../core/coup.ts';
import { commission } from '../../../core/drills/kinds/commission.ts';
import {
  createCoupDealer,
  MAX_DEAL_ATTEMPTS,
  type CoupDealer,
  type DealResult,
} from '../../../core/drills/kinds/kind.ts';
import { builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import { Rng } from '../../../core/rng.ts';
import { english } from '../../../core/i18n/phrase.ts';
import { ref } from '../../../core/i18n/say.ts';

// A commission-box house (whichever built-in profile carries it): Tasmania's table with the box.
const boxTable: TableProfile = {
  ...(builtInProfile('tasmania') as TableProfile),
  id: 'box-test',
  banker: {
    kind: 'commission',
    odds: { pays: 19, per: 20 },
    collection: 'box',
    rounding: 'exact',
    roundOn: 'mark',
  },
};

/** A real dealer that records, for each coup, whether it was the first of a new shoe. */
function recording(seed: string): { dealer: CoupDealer; log: { coup: Coup; newShoe: boolean }[] } {
  const real = createCoupDealer(boxTable, seed);
  const log: { coup: Coup; newShoe: boolean }[] = [];
  const deal = (): Coup => {
    const newShoe = real.shoeFinished();
    const coup = real.deal();
    log.push({ coup, newShoe });
    return coup;
  };
  const dealer: CoupDealer = {
    ...real,
    deal,
    dealWhere(predicate, what): DealResult {
      for (let i = 0; i < MAX_DEAL_ATTEMPTS; i++) {
        const coup = deal();
        if (predicate(coup)) return { ok: true, coup };
      }
      return { ok: false, error: ref('kindfail_no_coup', { what, attempts: String(MAX_DEAL_ATTEMPTS) }) };
    },
  };
  return { dealer, log };
}

describe('casino guide: the commission box is paid by the end of each shoe', () => {
  it('a box item that runs into a new shoe shows the collection, and the box starts the new shoe empty', () => {
    let crossings = 0;
    // Items that start 1 to 7 coups before the end of a shoe run across it.
    const cases = ['a', 'b', 'c', 'd', 'e'].flatMap((seed) => {
      const probe = recording(seed).dealer;
      let coups = 0;
      do {
        probe.deal();
        coups++;
      } while (!probe.shoeFinished());
      return [1, 2, 3, 4, 5, 6, 7].map((before) => ({ seed, ahead: coups - before }));
    });
    for (const { seed, ahead } of cases) {
      const { dealer, log } = recording(seed);
      for (let i = 0; i < ahead; i++) dealer.deal();
      const made = commission.generate({
        profile: boxTable,
        rng: Rng.fromSeed(`item-${seed}-${ahead}`),
        difficulty: 'hard',
        constraints: { mode: 'box', coups: 8 },
        itemId: 'item-0',
        timeLimitMs: null,
        dealer,
      });
      if (!made.ok) throw new Error(english(made.error));
      const steps = made.item.steps;
      // The first question opens with the house's commission rule (its answer depends on it), then the coup.
      const coupSteps = steps.filter((s) =>
        /^(?:.+ )?(?:New shoe\. )?Coup \d+ of 8\./.test(english(s.prompt.question)),
      );
      expect(coupSteps).toHaveLength(8);
      // The item's coups are the last eight dealt.
      const itemCoups = log.slice(-8);
      expect(coupSteps.map((s) => s.prompt.scene.player.map((c) => c.card))).toEqual(
        itemCoups.map((c) => c.coup.player),
      );
      itemCoups.forEach(({ newShoe }, i) => {
        const at = steps.indexOf(coupSteps[i]!);
        const before = steps[at - 1];
        const collection = before !== undefined && !coupSteps.includes(before);
        if (i === 0) return;
        expect(collection, `coup ${i + 1} after ${ahead}: a collection step exactly at a new shoe`).toBe(
          newShoe,
        );
        if (!newShoe) return;
        crossings++;
        const box = steps[at - 2]!;
        expect(english(before!.prompt.question)).toMatch(/shoe is finished/i);
        expect(before!.key.expected).toEqual(box.key.expected); // the seat pays what its box holds
        expect(before!.key.rule).toMatch(/casino guide/i);
        expect(coupSteps[i]!.prompt.scene.commissionBox).toEqual({}); // the new shoe starts with an empty box
        expect(english(coupSteps[i]!.prompt.question)).toMatch(/^New shoe\./);
      });
    }
    expect(crossings).toBeGreaterThan(cases.length / 2);
  });

  it('a box item inside one shoe has one step per coup and no collection', () => {
    const { dealer } = recording('inside');
    const made = commission.generate({
      profile: boxTable,
      rng: Rng.fromSeed('inside'),
      difficulty: 'standard',
      constraints: { mode: 'box', coups: 4 },
      itemId: 'item-0',
      timeLimitMs: null,
      dealer,
    });
    if (!made.ok) throw new Error(english(made.error));
    expect(made.item.steps).toHaveLength(4);
    // The first question states the house's commission rule first; the others start with their coup.
    const questions = made.item.steps.map((s) => english(s.prompt.question));
    expect(questions[0]).toMatch(
      /^Banker paid even money, 5% commission marked to the seat's box .*\. Coup 1 of 4\./,
    );
    expect(questions.slice(1).every((q, i) => q.startsWith(`Coup ${i + 2} of 4.`))).toBe(true);
  });
});
