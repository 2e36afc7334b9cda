// The layout (Tasmania 1; rules README): numbered seats on the curve with their betting spots, bets in the right
// spots with their chips and amounts, the commission boxes where the house marks commission in them, the shoe and
// discard holder, the table notice.
import { describe, expect, test, vi } from 'vitest';
import { mountInBody, unmountAll } from './mount.ts';
import { flushSync, type ComponentProps } from 'svelte';
import Table from '../../renderer/components/Table.svelte';
import { chipLabel } from '../../renderer/lib/chip-styles.ts';
import { profile, scene } from './fixtures.ts';
import { reactiveProps } from './reactive-props.svelte.ts';

function render(props: ComponentProps<typeof Table>): HTMLElement {
  return mountInBody(Table, props);
}

const areasOf = (el: HTMLElement, seat: number) =>
  [...el.querySelectorAll(`g.seat[data-seat="${seat}"] [data-bet-area]`)].map((a) =>
    a.getAttribute('data-bet-area'),
  );

describe('Table', () => {
  test.each([7, 9] as const)(
    'Tasmania 1: %i numbered seats, each with Player, Banker and Tie spots; no commission box at a table that deducts it',
    (seats) => {
      const el = render({ scene: scene({ seats }), profile: profile('tasmania-federal') });
      const seatEls = el.querySelectorAll('g.seat');
      expect([...seatEls].map((s) => s.getAttribute('data-seat'))).toEqual(
        Array.from({ length: seats }, (_, i) => String(i + 1)),
      );
      expect([...seatEls].map((s) => s.querySelector('.seat-no')?.textContent)).toEqual(
        Array.from({ length: seats }, (_, i) => String(i + 1)),
      );
      for (let n = 1; n <= seats; n++) expect(areasOf(el, n)).toEqual(['player', 'banker', 'tie']);
      expect(el.querySelectorAll('[data-commission-seat]')).toHaveLength(0);
    },
  );

  test('seat 1 is at the dealer’s right: the seats run from right to left as the dealer sees them', () => {
    const el = render({ scene: scene(), profile: profile('tasmania') });
    const x = (n: number) => Number(el.querySelector(`g.seat[data-seat="${n}"] .seat-no`)?.getAttribute('x'));
    for (let n = 1; n < 7; n++) expect(x(n)).toBeGreaterThan(x(n + 1));
  });

  test('seat 1 at the dealer’s left where the scene says so (the profile’s seatOne): the seats run the other way', () => {
    const el = render({ scene: scene({ seatOne: 'dealer-left' }), profile: profile('tasmania') });
    const x = (n: number) => Number(el.querySelector(`g.seat[data-seat="${n}"] .seat-no`)?.getAttribute('x'));
    for (let n = 1; n < 7; n++) expect(x(n)).toBeLessThan(x(n + 1));
  });

  test.each([
    ['tasmania', ['perfect_pair_player', 'perfect_pair_banker']],
    ['deltin', ['player_pair', 'banker_pair', 'super_six']],
    ['dragon-bonus', ['dragon_player', 'dragon_banker']],
  ])('the side-bet spots %s offers are on every seat', (id, sides) => {
    const el = render({ scene: scene(), profile: profile(id) });
    for (let n = 1; n <= 7; n++) expect(areasOf(el, n)).toEqual(['player', 'banker', 'tie', ...sides]);
  });

  test.each([
    [8, 'Tie 8:1'],
    [9, 'Tie 9:1'],
  ])('Tasmania 12.3: the Tie spot shows the house odds (%i to 1)', (pays, label) => {
    const el = render({ scene: scene(), profile: { ...profile('tasmania'), tie: { pays, per: 1 } } });
    expect(el.querySelector('[data-seat="1"][data-bet-area="tie"]')?.textContent).toContain(label);
  });

  test('bets are shown in their seat and spot with their chips and amount', () => {
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
    const spot = (seat: number, on: string) =>
      el.querySelector(`[data-seat="${seat}"][data-bet-area="${on}"]`);
    const amount = (id: string) =>
      el.querySelector(`[data-bet-chips="${id}"] [data-testid="bet-amount"]`)?.textContent?.trim();
    expect(spot(3, 'banker')?.getAttribute('data-bet-id')).toBe('s3-banker');
    expect(spot(3, 'banker')?.getAttribute('aria-label')).toBe('Seat 3 Banker: $35.00');
    expect(amount('s3-banker')).toBe('$35');
    expect(amount('s5-tie')).toBe('$5');
    expect(amount('s5-ppp')).toBe('$10');
    expect(spot(3, 'player')?.hasAttribute('data-bet-id')).toBe(false);
    expect(el.querySelectorAll('[data-bet-id]')).toHaveLength(3);
    // $35 in the profile's chips (a player's mix of them), largest at the bottom, the top chip's value on its face.
    const pile = el.querySelector('[data-bet-chips="s3-banker"] .pile');
    const values = (pile?.getAttribute('data-values') ?? '').split(' ').map(Number);
    expect(values.reduce((s, c) => s + c, 0)).toBe(3500);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const stack = pile?.querySelector('.stack');
    expect(stack?.getAttribute('data-stack')).toBe(String(values.length));
    expect(stack?.querySelector('.top')?.getAttribute('data-chip')).toBe(String(values.at(-1)));
    expect(stack?.querySelector('.top text')?.textContent).toBe(chipLabel(values.at(-1) ?? 0));
  });

  test("issue 23: each bet is drawn as a player's mix of the house's chips, the same on every render", () => {
    const bets = Array.from({ length: 7 }, (_, i) => ({
      id: `s${i + 1}-banker`,
      seat: i + 1,
      on: 'banker' as const,
      amount: 19000,
    }));
    const drawn = (el: HTMLElement) =>
      bets.map((b) =>
        (el.querySelector(`[data-bet-chips="${b.id}"] .pile`)?.getAttribute('data-values') ?? '')
          .split(' ')
          .map(Number),
      );
    const told: ReadonlyMap<string, readonly number[]>[] = [];
    const el = render({
      scene: scene({ bets }),
      profile: profile('tasmania'),
      onpiles: (chips: ReadonlyMap<string, readonly number[]>) => told.push(chips),
    });
    const piles = drawn(el);
    // Every pile is $190 in the house's chips; not all of them the fewest (seven at this house: a $100, three $25s
    // and three $5s).
    for (const pile of piles) expect(pile.reduce((s, c) => s + c, 0)).toBe(19000);
    expect(piles.some((p) => p.length > 7)).toBe(true);
    // Told to the close-up as drawn, and drawn the same again.
    expect(bets.map((b) => [...(told.at(-1)?.get(b.id) ?? [])])).toEqual(piles);
    expect(drawn(render({ scene: scene({ bets }), profile: profile('tasmania') }))).toEqual(piles);
  });

  test('a stack over 20 chips stands as a second stack beside the first', () => {
    const el = render({
      scene: scene({ bets: [{ id: 's1-player', seat: 1, on: 'player', amount: 2600 }] }),
      profile: { ...profile('tasmania'), chips: [100] },
    });
    const stacks = [...el.querySelectorAll('[data-bet-chips="s1-player"] .stack')];
    expect(stacks.map((s) => s.getAttribute('data-stack'))).toEqual(['20', '6']);
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

  test('Tasmania 12.2: the commission boxes show what each seat owes, by seat number, where the house uses them', () => {
    const el = render({
      scene: scene({ commissionBox: { '2': 175, '6': 500 } }),
      profile: profile('casino-guide'),
    });
    const box = (n: number) => el.querySelector(`[data-commission-seat="${n}"]`);
    expect(el.querySelectorAll('[data-commission-seat]')).toHaveLength(7);
    expect(box(2)?.textContent).toContain('$1.75');
    expect(box(6)?.textContent).toContain('$5');
    expect(box(6)?.classList.contains('owing')).toBe(true);
    expect(box(1)?.classList.contains('owing')).toBe(false);
  });

  test('the cards are in their hands, a third card lies sideways with an upright index, and each is named', () => {
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
    const sideways = player?.querySelectorAll('.card.sideways');
    expect(sideways).toHaveLength(1);
    expect(sideways?.[0]?.querySelector('.upright-index')?.textContent).toContain('10');
    expect(sideways?.[0]?.getAttribute('aria-label')).toBe('ten of diamonds');
    expect(el.querySelector('[data-hand="banker"] [data-card="3d"]')?.getAttribute('aria-label')).toBe(
      'three of diamonds',
    );
  });

  test('Tasmania 9.1: the shoe, a card at its mouth, the discard holder and the table notice with the limits', () => {
    const el = render({
      scene: scene({ shoeMouth: { card: '7s', faceUp: true, flag: 'exposed' } }),
      profile: profile('tasmania'),
    });
    expect(el.querySelector('[data-shoe] [data-card="7s"]')?.getAttribute('aria-label')).toBe(
      'seven of spades, exposed',
    );
    expect(el.querySelector('[data-discard]')).not.toBeNull();
    const notice = el.querySelector('[aria-label="Table notice"]')?.textContent ?? '';
    expect(notice).toContain('Banker $10.00 – $5,000.00 · pays 19:20');
    expect(notice).toContain('Tie $5.00 – $500.00 · pays 8:1');
    expect(notice).toContain('Perfect Pairs');
  });

  test('with no movement the deal is reported done at once', async () => {
    let dealt = 0;
    render({ scene: scene(), profile: profile('tasmania'), ondealt: () => dealt++ });
    await Promise.resolve();
    expect(dealt).toBe(1);
  });

  test('settling: a bet is selectable by click, a taken bet is swept, a paid one has its payment beside it', () => {
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
    (el.querySelector('[data-bet-id="s4-tie"]') as SVGGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    (el.querySelector('[data-bet-id="s2-banker"]') as SVGGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(picked).toEqual(['s4-tie']); // a settled bet is not chosen again
    expect(el.querySelector('[data-bet-id="s1-player"]')?.getAttribute('aria-label')).toBe(
      'Seat 1 Player: $20.00, paid $20.00',
    );
    expect(el.querySelector('[data-bet-chips="s1-player"] .payment .pill')?.textContent?.trim()).toBe('+$20');
    expect(el.querySelector('[data-bet-id="s2-banker"]')?.classList.contains('taken')).toBe(true);
    expect(el.querySelector('[data-bet-chips="s2-banker"] .stack')).toBeNull();
    expect(el.querySelector('[data-bet-id="s4-tie"]')?.classList.contains('selected')).toBe(true);
  });

  test('screen readers: seats, bet spots, hands and table furniture are named, a spot to settle is a button', () => {
    const bets = [{ id: 's3-banker', seat: 3, on: 'banker' as const, amount: 3500 }];
    const el = render({ scene: scene({ bets }), profile: profile('tasmania') });
    expect(el.querySelector('g.seat[data-seat="3"]')?.getAttribute('aria-label')).toBe('Seat 3');
    expect(el.querySelector('[data-hand="player"]')?.getAttribute('role')).toBe('group');
    expect(el.querySelector('[data-bet-id="s3-banker"]')?.getAttribute('role')).toBe('img');
    unmountAll();
    const selectable = render({
      scene: scene({ bets }),
      profile: profile('tasmania'),
      onselectbet: () => {},
    });
    expect(selectable.querySelector('[data-bet-id="s3-banker"]')?.getAttribute('role')).toBe('button');
  });
});

describe('Table: chips in flight', () => {
  // Chips move whenever motion is not reduced; the cards are simply on the table (no deal to wait for here).
  const FULL = { intervalMs: 0, slideMs: 0, flipMs: 0, reduced: false };
  const bets = [
    { id: 's1-player', seat: 1, on: 'player' as const, amount: 2000 },
    { id: 's2-banker', seat: 2, on: 'banker' as const, amount: 2000 },
  ];

  test('a taken bet leaves the drawing and flies to the dealer; a payment flies in and is drawn once it lands', () => {
    vi.useFakeTimers();
    try {
      const props = reactiveProps({
        scene: scene({ bets }),
        profile: profile('tasmania'),
        timing: FULL,
        settled: {} as Record<string, { action: 'take' | 'push' | 'pay'; amount: number }>,
      });
      const el = render(props);
      expect(el.querySelectorAll('[data-flight]')).toHaveLength(0);

      props.settled = { 's2-banker': { action: 'take', amount: 0 } };
      flushSync();
      expect(el.querySelector('[data-bet-chips="s2-banker"] .stack')).toBeNull();
      expect([...el.querySelectorAll('[data-flight]')].map((f) => f.getAttribute('data-flight'))).toEqual([
        'out',
      ]);

      // A new record with new entries, as the settle state builds it: only the new action flies.
      props.settled = {
        's2-banker': { action: 'take', amount: 0 },
        's1-player': { action: 'pay', amount: 2000 },
      };
      flushSync();
      expect(el.querySelectorAll('[data-flight="out"]')).toHaveLength(1);
      expect(el.querySelector('[data-bet-chips="s1-player"] .payment')).toBeNull();
      expect(el.querySelectorAll('[data-flight="in"]')).toHaveLength(1);

      vi.advanceTimersByTime(1000);
      flushSync();
      expect(el.querySelectorAll('[data-flight]')).toHaveLength(0);
      expect(el.querySelector('[data-bet-chips="s1-player"] .payment .pill')?.textContent?.trim()).toBe(
        '+$20',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  test('a payment undone and made again while in the air is drawn when its second flight lands', () => {
    vi.useFakeTimers();
    try {
      const props = reactiveProps({
        scene: scene({ bets }),
        profile: profile('tasmania'),
        timing: FULL,
        settled: {} as Record<string, { action: 'take' | 'push' | 'pay'; amount: number }>,
      });
      const el = render(props);
      props.settled = { 's1-player': { action: 'pay', amount: 2000 } };
      flushSync();
      vi.advanceTimersByTime(200);
      props.settled = {};
      flushSync();
      props.settled = { 's1-player': { action: 'pay', amount: 2000 } };
      flushSync();
      vi.advanceTimersByTime(200); // the first flight's time is over, the second is still in the air
      flushSync();
      expect(el.querySelector('[data-bet-chips="s1-player"] .payment')).toBeNull();
      vi.advanceTimersByTime(200);
      flushSync();
      expect(el.querySelector('[data-bet-chips="s1-player"] .payment')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test('reduced motion: the same states at once, nothing in the air', () => {
    const props = reactiveProps({
      scene: scene({ bets }),
      profile: profile('tasmania'),
      timing: { ...FULL, reduced: true },
      settled: {} as Record<string, { action: 'take' | 'push' | 'pay'; amount: number }>,
    });
    const el = render(props);
    props.settled = {
      's1-player': { action: 'pay', amount: 2000 },
      's2-banker': { action: 'take', amount: 0 },
    };
    flushSync();
    expect(el.querySelectorAll('[data-flight]')).toHaveLength(0);
    expect(el.querySelector('[data-bet-chips="s1-player"] .payment .pill')?.textContent?.trim()).toBe('+$20');
    expect(el.querySelector('[data-bet-chips="s2-banker"] .stack')).toBeNull();
  });
});

describe('Table: what the situation adds to the layout', () => {
  test('the seats where players sit are marked; the others are not', () => {
    const el = render({ scene: scene({ players: [2, 4, 6] }), profile: profile('tasmania') });
    const occupied = [...el.querySelectorAll('g.seat[data-occupied]')].map((s) =>
      s.getAttribute('data-seat'),
    );
    expect(occupied).toEqual(['2', '4', '6']);
    expect(el.querySelector('g.seat[data-seat="4"]')?.getAttribute('aria-label')).toBe(
      'Seat 4, a player seated',
    );
  });

  test('Tasmania 7.3a: a liability the situation posts replaces the house’s line; other notice lines are added', () => {
    const house = profile('tasmania');
    const el = render({
      scene: scene({
        notice: ['Maximum collective liability $1,270.00', 'Wagers in multiples of the minimum'],
      }),
      // A house that posts its own maximum ($5,000.00): the situation's figure is the one shown.
      profile: { ...house, limits: { ...house.limits, maxCollectiveLiability: 500000 } },
    });
    const lines = [...el.querySelectorAll('.notice > ul > li')].map((li) => li.textContent?.trim());
    expect(lines.filter((l) => l?.startsWith('Maximum collective liability'))).toEqual([
      'Maximum collective liability $1,270.00',
    ]);
    expect(lines).toContain('Wagers in multiples of the minimum');
    expect(lines[0]).toMatch(/^Player /);
  });
});
