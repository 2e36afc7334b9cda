// The scene matches the prompt (issue 10): whatever a question says is on the table is drawn on it. Every drill kind
// (every procedure topic a house offers) at every built-in house, generated from fixed seeds; each question's
// references to the table are read back and looked for in its TableScene and on the table notice the renderer draws
// (lib/layout.ts noticeLines plus the scene's own notice lines).
import { describe, expect, test } from 'vitest';
import { BET_LABELS, type BetName } from '../../core/bets.ts';
import { generateItems } from '../../core/drills/generate.ts';
import { registeredKinds } from '../../core/drills/kinds/index.ts';
import { PROCEDURE_TOPICS, topicUnavailable } from '../../core/drills/kinds/procedure.ts';
import { parseDrillSet, type DrillSection } from '../../core/drills/spec.ts';
import type { DrillKind, TableScene } from '../../core/drills/types.ts';
import { formatCents } from '../../core/money.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../core/profiles.ts';
import { sceneNoticeLines } from '../../renderer/lib/layout.ts';
import { english } from '../../core/i18n/phrase.ts';

interface Case {
  readonly profile: TableProfile;
  readonly kind: DrillKind;
  readonly topic: string | null;
}

function sectionsOf(p: TableProfile): Case[] {
  const cases: Case[] = [];
  for (const kind of registeredKinds()) {
    if (kind !== 'procedure') {
      cases.push({ profile: p, kind, topic: null });
      continue;
    }
    for (const topic of Object.values(PROCEDURE_TOPICS).flat())
      if (topicUnavailable(topic, p) === null) cases.push({ profile: p, kind, topic });
  }
  return cases;
}

/** The prompts of a case: question and scene of every step, from a fixed seed. */
function prompts(c: Case, count: number): { question: string; scene: TableScene }[] {
  const section = {
    kind: c.kind,
    count,
    difficulty: 'hard',
    timeLimitMs: null,
    ...(c.topic ? { constraints: { topic: c.topic } } : {}),
  } as DrillSection;
  const set = parseDrillSet({
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Scene check',
    description: '',
    profile: c.profile.id,
    sections: [section],
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  });
  if (!set.ok) throw new Error(set.error);
  const made = generateItems(set.value, `scene-check/${c.kind}/${c.topic ?? ''}`);
  // A kind a house does not support (commission drills at a table without commission) has nothing to show.
  if (!made.ok) return [];
  return made.items.flatMap((item) =>
    item.steps.map((s) => ({ question: english(s.prompt.question), scene: s.prompt.scene })),
  );
}

const LABEL_TO_BET = new Map<string, BetName>(
  Object.entries(BET_LABELS).map(([on, label]) => [label, on as BetName]),
);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every mismatch between what the question says is on the table and the scene (empty when they agree). */
function mismatches(question: string, scene: TableScene, p: TableProfile): string[] {
  const found: string[] = [];
  const money = `${escape(p.currency.symbol)}[0-9,]+(?:\\.[0-9]{2})?`;
  const notice = sceneNoticeLines(p, scene).join('\n');
  const amountOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  const onNotice = (cents: number) => notice.includes(formatCents(cents, p.currency.symbol));
  const seated = new Set([...(scene.players ?? []), ...scene.bets.map((b) => b.seat)]);

  // "players in seats 2, 4, 6", "Seats 1, 3 are occupied", "the player in seat 4 ...": each of those seats has a
  // player (or a bet) on the layout. A player who "leaves the table" has left the seat empty.
  const sentences = question.split(/(?<=[.?!])\s+/).filter((s) => !/leaves the table/.test(s));
  const seatLists = sentences.flatMap((s) => [
    ...s.matchAll(/players? in seats? ((?:\d+(?:, | and )?)+)/gi),
    ...s.matchAll(/Seats? ((?:\d+(?:, | and )?)+) (?:are|is) occupied/g),
  ]);
  for (const m of seatLists) {
    for (const seat of (m[1] ?? '').split(/, | and /).map(Number))
      if (!seated.has(seat)) found.push(`seat ${seat} is named as a player's seat but is empty`);
  }
  // "Seat 3 has $500.00 on Banker", "seat 7 places $35.00 on Player": that bet is in its spot.
  // Longest first, so "Player Pair" is not read as "Player".
  const labels = [...LABEL_TO_BET.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  for (const m of question.matchAll(
    new RegExp(`[Ss]eat (\\d+) (?:has|places) (${money}) on (${labels})`, 'g'),
  )) {
    const seat = Number(m[1]);
    const amount = amountOf(m[2] ?? '');
    const on = LABEL_TO_BET.get(m[3] ?? '');
    if (!scene.bets.some((b) => b.seat === seat && b.on === on && b.amount === amount))
      found.push(`seat ${seat}'s ${m[2]} on ${m[3]} is not on the layout`);
  }
  // "The cards are dealt face down for the squeeze": face-down cards in the hands.
  if (
    /(?:are|were) dealt face down/i.test(question) &&
    ![...scene.player, ...scene.banker].some((c) => !c.faceUp)
  )
    found.push('the cards are said to be dealt face down but none is on the table');
  // "the first card has been dealt", "3 cards have been dealt": that many cards are in the hands.
  const dealt = question.match(/(?:(\d+) cards have|the first card has) been dealt/);
  if (dealt && scene.player.length + scene.banker.length !== Number(dealt[1] ?? 1))
    found.push(
      `${dealt[1] ?? 1} card(s) are said to be dealt but ${scene.player.length + scene.banker.length} are on the table`,
    );
  // Limits quoted: "table limits $10.00 to $5,000.00", "limits $10.00 to $5,000.00 in units of $1.00".
  for (const m of question.matchAll(new RegExp(`limits (${money}) to (${money})`, 'g'))) {
    for (const text of [m[1], m[2]])
      if (!onNotice(amountOf(text ?? ''))) found.push(`the limit ${text} is not on the table notice`);
  }
  // "a maximum collective liability of $1,270.00": the notice posts it.
  for (const m of question.matchAll(new RegExp(`collective liability of (${money})`, 'g'))) {
    if (!onNotice(amountOf(m[1] ?? '')) || !/liability/i.test(notice))
      found.push(`the collective liability ${m[1]} is not on the table notice`);
  }
  // "The table notice says wagers must be made in multiples of the minimum": the notice says so.
  if (
    /table notice says[^.]*multiples of the minimum/i.test(question) &&
    !/multiples of the minimum/i.test(notice)
  )
    found.push('the notice is said to require multiples of the minimum but does not');
  // "A notice of the new minimum went up": the new minimum is on the notice.
  const raised = question.match(new RegExp(`minimum from (${money}) to (${money})`));
  if (raised && /notice of the new minimum/i.test(question) && !onNotice(amountOf(raised[2] ?? '')))
    found.push(`the notice of the new minimum ${raised[2]} is not on the table notice`);
  return found;
}

describe('the scene matches the prompt', () => {
  for (const p of BUILT_IN_PROFILES) {
    test.each(sectionsOf(p).map((c) => [c.kind, c.topic ?? '', c] as const))(
      `${p.id}: %s %s — every seat, bet, face-down card and limit the question names is on the table`,
      (_kind, _topic, c) => {
        const all = prompts(c, 12);
        const wrong = all.flatMap(({ question, scene }) =>
          mismatches(question, scene, p).map((m) => `${m} — "${question}"`),
        );
        expect(wrong).toEqual([]);
      },
    );
  }

  // The checker itself: each kind of reference it reads is caught when the scene leaves it out.
  test('the checker catches an empty seat, a missing bet, no face-down cards and a limit not on the notice', () => {
    const p = BUILT_IN_PROFILES.find((x) => x.id === 'tasmania') as TableProfile;
    const empty: TableScene = {
      profileId: p.id,
      seats: 7,
      player: [],
      banker: [],
      shoeMouth: null,
      bets: [],
      commissionBox: {},
      situation: null,
    };
    const m = (c: number) => formatCents(c, p.currency.symbol);
    expect(
      mismatches('Competition play, players in seats 2, 4 and 6. Where is the puck?', empty, p),
    ).toHaveLength(3);
    expect(mismatches(`Seat 3 has ${m(50000)} on Banker.`, empty, p)).toHaveLength(1);
    expect(mismatches('The cards are dealt face down for the squeeze.', empty, p)).toHaveLength(1);
    expect(
      mismatches('Seats 1, 3 are occupied. The player in seat 5 sat down first.', empty, p),
    ).toHaveLength(3);
    expect(mismatches('The player in seat 4 leaves the table during play.', empty, p)).toEqual([]);
    expect(mismatches('The players ask for the cards to be dealt face down.', empty, p)).toEqual([]);
    expect(mismatches('"No more bets" has been called and 3 cards have been dealt.', empty, p)).toHaveLength(
      1,
    );
    expect(mismatches(`Seat 6 has ${m(4700)} on Player Pair.`, empty, p)).toEqual([
      `seat 6's ${m(4700)} on Player Pair is not on the layout`,
    ]);
    expect(mismatches(`Table limits ${m(1000)} to ${m(999900)}.`, empty, p)).toHaveLength(1);
    expect(mismatches(`A maximum collective liability of ${m(123400)} on a hand.`, empty, p)).toHaveLength(1);
    const shown: TableScene = {
      ...empty,
      players: [2, 4, 6],
      bets: [{ id: 's3-banker', seat: 3, on: 'banker', amount: 50000 }],
      player: [{ card: '9h', faceUp: false }],
      notice: [`Maximum collective liability ${m(123400)}`],
    };
    expect(mismatches('Competition play, players in seats 2, 4 and 6.', shown, p)).toEqual([]);
    expect(mismatches(`Seat 3 has ${m(50000)} on Banker.`, shown, p)).toEqual([]);
    expect(mismatches('The cards are dealt face down for the squeeze.', shown, p)).toEqual([]);
    expect(mismatches(`A maximum collective liability of ${m(123400)} on a hand.`, shown, p)).toEqual([]);
  });
});
