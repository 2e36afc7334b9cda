// Issue 24: a settlement's detail ("natural win", "win by 7", "coloured pair", "pair of kings") is a tag matched as
// data, in English, and a message (`detailRef`) a reader is shown in their language: the command line's `coup --lang`
// says it so, and the tag is the message's English byte for byte.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedDecks } from '../../core/cards.ts';
import { dealCoup } from '../../core/coup.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';
import { BUILT_IN_PROFILES, offeredBets } from '../../core/profiles.ts';
import { settleBets } from '../../core/settlement.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function coupDetails(cards: string, bets: string, lang: string): (string | null)[] {
  const r = spawnSync(
    `${ROOT}node_modules/.bin/node`,
    ['cli/main.ts', 'coup', '--profile', 'dragon-bonus', '--cards', cards, '--bets', bets, '--lang', lang],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return (JSON.parse(r.stdout) as { bets: { detail: string | null }[] }).bets.map((b) => b.detail);
}

const DRAGONS = '[{"on":"dragon_player","amount":1000},{"on":"dragon_banker","amount":1000}]';

describe('a settlement detail in the reader language', () => {
  it.each([
    // P Kh Qh = 0 draws 7h; B Kc Qc = 0 draws Td: Player wins 7 over 0.
    ['Kh,Kc,Qh,Qc,7h,Td', 'en', ['win by 7', 'Player wins']],
    ['Kh,Kc,Qh,Qc,7h,Td', 'zh-Hant', ['贏 7 點', '閒贏']],
    ['Kh,Kc,Qh,Qc,7h,Td', 'zh-Hans', ['赢 7 点', '闲赢']],
    // P 8h Kd = 8, B 8c Ks = 8: a natural tie.
    ['8h,8c,Kd,Ks', 'zh-Hant', ['例牌和局', '例牌和局']],
    ['8h,8c,Kd,Ks', 'zh-Hans', ['例牌和局', '例牌和局']],
    // P 9h 3c = 2 draws 2h -> 4; B Kd 5s = 5 stands: Banker wins 5 over 4, by 1.
    ['9h,Kd,3c,5s,2h,Ac', 'zh-Hant', ['莊贏', '贏 1 點（不足 4 點）']],
  ] as const)('coup %s --lang %s', (cards, lang, details) => {
    expect(coupDetails(cards, DRAGONS, lang)).toEqual(details);
  });

  it('every settlement: the tag is its message in English, and the Chinese has no English word', () => {
    const houses = BUILT_IN_PROFILES;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: houses.length - 1 }),
        (at, h) => {
          const cards = orderedDecks(8);
          // A different run of cards for each `at`: a stride through the ordered decks mixes ranks and suits.
          const next = (
            (i) => () =>
              cards[(at * 7 + i++ * 37) % cards.length]!
          )(0);
          const coup = dealCoup(next);
          const profile = houses[h]!;
          const bets = offeredBets(profile).map((on) => ({ on, amount: 1000 }));
          const settled = settleBets(profile, coup, bets);
          expect(settled.ok).toBe(true);
          if (!settled.ok) return;
          for (const s of settled.value) {
            expect(s.detailRef === null ? null : english(s.detailRef)).toBe(s.detail);
            if (s.detailRef === null) continue;
            for (const lang of ['zh-Hant', 'zh-Hans'] as const)
              expect(sayPhrase(s.detailRef, lang)).not.toMatch(/[a-z]{2,}/i);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
