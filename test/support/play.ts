// Plays a stored session to the end with answers chosen right or wrong on purpose: the items are rebuilt from the
// session's stored set and seed (as main does), so each step's key is known. For seeding histories in tests, the e2e
// harness and the bench; no test runner imported here.
import type { DatabaseSync } from 'node:sqlite';
import { generateItems } from '../../core/drills/generate.ts';
import { parseDrillSet } from '../../core/drills/spec.ts';
import type { AnswerForm, AnswerKey, Prompt, Response } from '../../core/drills/types.ts';
import type { AnswerOutcome, Result, SessionView } from '../../contract/index.ts';

/** A well-formed answer to `form` that is not `expected`. */
export function wrongResponse(expected: Response, form: AnswerForm): Response {
  switch (expected.type) {
    case 'points':
      return { ...expected, player: (expected.player + 1) % 10 };
    case 'draw':
      return { type: 'draw', draw: !expected.draw };
    case 'result':
      return { type: 'result', winner: expected.winner === 'banker' ? 'player' : 'banker' };
    case 'amount':
      return { type: 'amount', amount: expected.amount + 100 };
    case 'choice': {
      const other = form.type === 'choice' ? form.options.find((o) => o.key !== expected.choice) : undefined;
      return { type: 'choice', choice: other?.key ?? expected.choice };
    }
    case 'settle-table':
      return { type: 'settle-table', actions: expected.actions.slice(1) };
    case 'chips':
      return { type: 'chips', chips: expected.chips.slice(1) };
  }
}

export interface Play {
  /** Answer this step right? `n` counts steps from 0 across the session. */
  readonly right: (key: AnswerKey, n: number, prompt: Prompt) => boolean;
  readonly responseMs: (key: AnswerKey, n: number) => number;
}

type Answer = (request: {
  sessionId: string;
  response: Response;
  responseMs: number;
  itemId: string;
  step: number;
}) => Promise<Result<AnswerOutcome>>;

/** Answers every step of the session; returns the last outcome. */
export async function playSession(
  db: DatabaseSync,
  view: SessionView,
  answer: Answer,
  play: Play,
): Promise<AnswerOutcome | null> {
  const row = db.prepare('SELECT spec_json, seed FROM sessions WHERE id = ?').get(view.sessionId) as
    { spec_json: string; seed: string } | undefined;
  if (!row) throw new Error(`no session ${view.sessionId}`);
  const set = parseDrillSet(JSON.parse(row.spec_json));
  if (!set.ok) throw new Error(set.error);
  const items = generateItems(set.value, row.seed);
  if (!items.ok) throw new Error(items.error);
  let prompt = view.prompt;
  let last: AnswerOutcome | null = null;
  for (let n = 0; prompt; n++) {
    const p = prompt;
    const key = items.items.find((it) => it.id === p.itemId)?.steps[p.step]?.key;
    if (!key) throw new Error(`no key for ${p.itemId} step ${p.step}`);
    const response = play.right(key, n, p) ? key.expected : wrongResponse(key.expected, p.form);
    const out = await answer({
      sessionId: view.sessionId,
      response,
      responseMs: play.responseMs(key, n),
      itemId: p.itemId,
      step: p.step,
    });
    if (!out.ok) throw new Error(out.error);
    last = out.value;
    prompt = out.value.next;
  }
  return last;
}
