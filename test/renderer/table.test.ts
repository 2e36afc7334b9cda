// The layout (Tasmania 1; rules README): numbered seats with their bet areas, bets in the right areas, the
// commission box numbered by seat, the shoe and discard holder, the table notice.
import { describe, expect, test } from 'vitest';
import { mountInBody, unmountAll } from './mount.ts';
import { type ComponentProps } from 'svelte';
import Table from '../../renderer/components/Table.svelte';
import { profile, scene } from './fixtures.ts';

function render(props: ComponentProps<typeof Table>): HTMLElement {
  return mountInBody(Table, props);
}

describe('Table', () => {
  test.each([7, 9] as const)(
    'Tasmania 1: %i numbered seats, each with Player, Banker and Tie areas',
    (seats) => {
      const el = render({ scene: scene({ seats }), profile: profile('tasmania-federal') });
      const seatEls = el.querySelectorAll('[data-seat]:not([data-bet-area])');
      expect([...seatEls].map((s) => s.getAttribute('data-seat'))).toEqual(
        Array.from({ length: seats }, (_, i) => String(i + 1)),
      );
      for (const s of seatEls) {
        const areas = [...s.querySelectorAll('[data-bet-area]')].map((a) => a.getAttribute('data-bet-area'));
        expect(areas).toEqual(['player', 'banker', 'tie']);
      }
      expect(el.querySelectorAll('[data-commission-seat]')).toHaveLength(seats);
    },
  );

  test.each([
    ['tasmania', ['perfect_pair_player', 'perfect_pair_banker']],
    ['deltin', ['player_pair', 'banker_pair', 'super_six']],
    ['dragon-bonus', ['dragon_player', 'dragon_banker']],
  ])('the side-bet areas %s offers are on every seat', (id, sides) => {
    const el = render({ scene: scene(), profile: profile(id) });
    const seat3 = el.querySelector('li[data-seat="3"]');
    const areas = [...(seat3?.querySelectorAll('[data-bet-area]') ?? [])].map((a) =>
      a.getAttribute('data-bet-area'),
    );
    expect(areas).toEqual(['player', 'banker', 'tie', ...sides]);
  });

  test.each([
    [8, 'Tie 8:1'],
    [9, 'Tie 9:1'],
  ])('Tasmania 12.3: the Tie area shows the house odds (%i to 1)', (pays, label) => {
    const el = render({ scene: scene(), profile: { ...profile('tasmania'), tie: { pays, per: 1 } } });
    const tie = el.querySelector('li[data-seat="1"] [data-bet-area="tie"]');
    expect(tie?.textContent).toContain(label);
  });

  test('bets are shown in their seat and area with their amount', () => {
    const el = render({
      scene: scene({
        bets: [
          { id: 's3-banker', seat: 3, on: 'banker', amount: 3500 },
          { id: 's5-tie', seat: 5, on: 'tie', amount: 500 },
          { id: 's5-ppp', seat: 5, on: 'perfect_pair_player', amount: 1000 },
        ],
      }),
      profile: profile('tasmania'),
    });
    const area = (seat: number, on: string) =>
      el.querySelector(`[data-seat="${seat}"][data-bet-area="${on}"]`);
    expect(area(3, 'banker')?.getAttribute('data-bet-id')).toBe('s3-banker');
    expect(area(3, 'banker')?.querySelector('[data-testid="bet-amount"]')?.textContent).toBe('$35.00');
    expect(area(3, 'banker')?.getAttribute('aria-label')).toBe('Seat 3 Banker: $35.00');
    expect(area(5, 'tie')?.querySelector('[data-testid="bet-amount"]')?.textContent).toBe('$5.00');
    expect(area(5, 'perfect_pair_player')?.querySelector('[data-testid="bet-amount"]')?.textContent).toBe(
      '$10.00',
    );
    expect(area(3, 'player')?.querySelector('[data-testid="bet-amount"]')).toBeNull();
    expect(el.querySelectorAll('[data-bet-id]')).toHaveLength(3);
  });

  test('house conventions: the table notice lists the conventions the scene carries', () => {
    const conventions = [
      "Seat 1 is at the dealer's left; the seats are numbered towards the dealer's right.",
    ];
    const el = render({ scene: scene({ conventions }), profile: profile('casino-guide') });
    const shown = [...el.querySelectorAll('[data-testid="house-convention"]')].map((li) => li.textContent);
    expect(shown).toEqual(conventions);
    // A scene stored before conventions existed shows none, without failing.
    const old = render({ scene: scene(), profile: profile('casino-guide') });
    expect(old.querySelectorAll('[data-testid="house-convention"]')).toHaveLength(0);
  });

  test('the commission box shows what each seat owes, by seat number', () => {
    const el = render({
      scene: scene({ commissionBox: { '2': 175, '6': 500 } }),
      profile: profile('casino-guide'),
    });
    const box = (n: number) => el.querySelector(`[data-commission-seat="${n}"]`);
    expect(box(2)?.textContent).toContain('$1.75');
    expect(box(6)?.textContent).toContain('$5.00');
    expect(box(6)?.classList.contains('owing')).toBe(true);
    expect(box(1)?.classList.contains('owing')).toBe(false);
  });

  test('the cards are in their hands, a third card lies sideways, and each is named for screen readers', () => {
    const el = render({
      scene: scene({
        player: [
          { card: '2h', faceUp: true },
          { card: '3c', faceUp: true },
          { card: 'Td', faceUp: true },
        ],
      }),
      profile: profile('tasmania'),
    });
    const player = el.querySelector('[data-hand="player"]');
    expect(
      [...(player?.querySelectorAll('[data-card]') ?? [])].map((c) => c.getAttribute('data-card')),
    ).toEqual(['2h', '3c', 'Td']);
    expect(player?.querySelectorAll('.card.sideways')).toHaveLength(1);
    expect(player?.textContent).toContain('ten of diamonds');
    expect(el.querySelector('[data-hand="banker"]')?.textContent).toContain('three of diamonds');
  });

  test('Tasmania 9.1: the shoe, a card at its mouth, the discard holder and the table notice with the limits', () => {
    const el = render({
      scene: scene({
        shoeMouth: { card: '7s', faceUp: true, flag: 'exposed' },
        situation: 'A card is exposed.',
      }),
      profile: profile('tasmania'),
    });
    expect(el.querySelector('[data-shoe] [data-card="7s"]')).not.toBeNull();
    expect(el.querySelector('[data-shoe]')?.textContent).toContain('seven of spades, exposed');
    expect(el.querySelector('[data-discard]')).not.toBeNull();
    const notice = el.querySelector('[aria-label="Table notice"]')?.textContent ?? '';
    expect(notice).toContain('Banker $10.00 – $5,000.00 · pays 19:20');
    expect(notice).toContain('Tie $5.00 – $500.00 · pays 8:1');
    expect(notice).toContain('Perfect Pairs');
    expect(el.querySelector('[role="note"]')?.textContent).toBe('A card is exposed.');
  });

  test('with no movement the deal is reported done at once', async () => {
    let dealt = 0;
    render({ scene: scene(), profile: profile('tasmania'), ondealt: () => dealt++ });
    await Promise.resolve();
    expect(dealt).toBe(1);
  });

  test('settling: a bet is selectable by click, and taken, left and paid bets show it', () => {
    const picked: string[] = [];
    const el = render({
      scene: scene({
        bets: [
          { id: 's1-player', seat: 1, on: 'player', amount: 2000 },
          { id: 's2-banker', seat: 2, on: 'banker', amount: 2000 },
          { id: 's4-tie', seat: 4, on: 'tie', amount: 500 },
        ],
      }),
      profile: profile('tasmania'),
      onselectbet: (id: string) => picked.push(id),
      selectedBetId: 's4-tie',
      settled: { 's1-player': { action: 'pay', amount: 2000 }, 's2-banker': { action: 'take', amount: 0 } },
    });
    (el.querySelector('[data-bet-id="s2-banker"]') as HTMLButtonElement).click();
    expect(picked).toEqual(['s2-banker']);
    expect(el.querySelector('[data-bet-id="s1-player"]')?.getAttribute('aria-label')).toBe(
      'Seat 1 Player: $20.00, paid $20.00',
    );
    expect(el.querySelector('[data-bet-id="s2-banker"]')?.classList.contains('taken')).toBe(true);
    expect(el.querySelector('[data-bet-id="s4-tie"]')?.classList.contains('selected')).toBe(true);
  });

  test('screen readers: the seat numbers, bet areas, hands and table furniture are named where they are announced', () => {
    const bets = [{ id: 's3-banker', seat: 3, on: 'banker' as const, amount: 3500 }];
    const el = render({ scene: scene({ bets }), profile: profile('tasmania') });
    // A name on a plain div or span is not announced (ARIA 1.2: generic elements cannot be named).
    const unannounced = [...el.querySelectorAll('div[aria-label], span[aria-label]')].filter(
      (e) => !e.hasAttribute('role'),
    );
    expect(unannounced.map((e) => e.getAttribute('aria-label'))).toEqual([]);
    expect(el.querySelector('li[data-seat="3"] .seat-no')?.textContent).toBe('Seat 3');
    expect(el.querySelector('[data-hand="player"]')?.getAttribute('role')).toBe('group');
    expect(el.querySelector('[data-bet-id="s3-banker"]')?.getAttribute('role')).toBe('group');
    unmountAll();
    const selectable = render({
      scene: scene({ bets }),
      profile: profile('tasmania'),
      onselectbet: () => {},
    });
    const area = selectable.querySelector('[data-bet-id="s3-banker"]');
    expect(area?.tagName).toBe('BUTTON');
    expect(area?.hasAttribute('role')).toBe(false); // a native button needs no role
  });
});
