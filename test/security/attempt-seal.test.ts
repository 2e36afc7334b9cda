// Guarantee 1 (issue 20), as the candidate would try it: while an attempt runs, read everything in the data folder
// (trainer.db, its -wal and -shm, any other file) and the database through a connection of one's own, and try to deal
// the items from anything found. Nothing there is the seed, deals the items, or holds a step's key or mark.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../core/drills/session.ts';
import { parseDrillSet } from '../../core/drills/spec.ts';
import { seedCommitment, WITHHELD_FEEDBACK } from '../../electron/integrity/attempt-seal.ts';
import { ensureOutboxTables, startOutbox } from '../../electron/room/outbox.ts';
import type { AttemptView } from '../../contract/index.ts';
import { backendsPerTest } from '../electron/fresh-backends.ts';
import type { TestBackend } from '../electron/helpers.ts';
import { answerSteps, answerToEnd, ASSESS_APP as APP, PASSCODE as PASS } from './attempt-helpers.ts';

/** A seed no other byte in the folder could match by chance (the test backend's own seeds are small numbers). */
const SEED = '5eed0c0ffee0ddba11ab1e5ca1ab1e42';

const open = backendsPerTest({ appRoot: APP, monotonicMs: () => 0, randomSeed: () => SEED });

/** Every file under the data folder, as bytes: the database, its WAL and SHM, and anything else. */
function folderBytes(dir: string): { name: string; bytes: Buffer }[] {
  const out: { name: string; bytes: Buffer }[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (statSync(path).isFile()) out.push({ name, bytes: readFileSync(path) });
  }
  return out;
}

/** The candidate's own connection to the live database. */
function peek<T>(dir: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(dir, 'trainer.db'), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Every step's scene as dealt from `seed`, with the stored set and seeding (what a candidate's program has). */
function dealtScenes(dir: string, seed: string): string[] {
  const { spec, seeding } = peek(dir, (db) =>
    db.prepare("SELECT spec_json AS spec, seeding FROM sessions WHERE mode = 'assessment'").get(),
  ) as { spec: string; seeding: number };
  const set = parseDrillSet(JSON.parse(spec));
  if (!set.ok) throw new Error(set.error);
  const dealt = startSession(set.value, seed, { seeding: seeding as never });
  if (!dealt.ok) return [];
  return dealt.state.items.flatMap((item) => item.steps.map((s) => JSON.stringify(s.prompt.scene)));
}

async function startAndAnswerTwo(b: TestBackend): Promise<AttemptView> {
  await b.value('trainer.setPasscode', { passcode: PASS });
  const v = await b.value('assessment.start', {
    drillSetId: 'timed-assessment',
    candidate: { name: 'Seal Test', staffNumber: 'S-1' },
    assessor: 'Assessor One',
  });
  return answerSteps(b, v, 2);
}

describe('while an attempt runs, the data folder holds nothing that deals or answers its items', () => {
  it('no file holds the seed, a key or a mark; the stored seed column is a commitment that deals nothing', async () => {
    const b = open();
    const v = await startAndAnswerTwo(b);
    expect(v.status).toBe('running');
    const shown = JSON.stringify(v.prompt?.scene);

    // The raw files, as any program on the account reads them (the WAL holds every page written so far).
    const files = folderBytes(b.dir);
    expect(files.map((f) => f.name)).toContain('trainer.db-wal');
    for (const { name, bytes } of files) {
      expect(bytes.includes(SEED), `${name} holds the seed`).toBe(false);
      expect(bytes.includes(Buffer.from(SEED, 'hex')), `${name} holds the seed's bytes`).toBe(false);
      expect(bytes.includes('"key":{'), `${name} holds a step's key`).toBe(false);
      expect(bytes.includes('"mark":{'), `${name} holds a step's mark`).toBe(false);
    }

    // The tables, through a connection of the candidate's own.
    const stored = peek(b.dir, (db) => ({
      session: db.prepare("SELECT seed FROM sessions WHERE mode = 'assessment'").get() as { seed: string },
      attempt: db.prepare('SELECT * FROM assessment_attempts').get() as Record<string, unknown>,
      responses: db.prepare('SELECT correct, credit, feedback_json FROM responses ORDER BY seq').all() as {
        correct: number;
        credit: number;
        feedback_json: string;
      }[],
    }));
    expect(stored.session.seed).not.toBe(SEED);
    expect(stored.attempt['seed_commitment']).toBe(stored.session.seed);
    expect(stored.attempt['seed_nonce']).toBeNull();
    expect(stored.responses).toHaveLength(v.prompt ? 2 : 0);
    for (const r of stored.responses)
      expect(r).toEqual({ correct: 0, credit: 0, feedback_json: WITHHELD_FEEDBACK });

    // Dealing from the real seed reproduces the step on screen (so the comparison can tell); from anything stored
    // about the attempt it does not.
    expect(dealtScenes(b.dir, SEED)).toContain(shown);
    const found = [stored.session.seed, ...Object.values(stored.attempt)].filter(
      (x): x is string => typeof x === 'string',
    );
    expect(found.length).toBeGreaterThan(3);
    for (const candidate of found) expect(dealtScenes(b.dir, candidate)).not.toContain(shown);
  });

  it('at the end the seed and marks are written in clear, and the seed matches the commitment made at the start', async () => {
    const b = open();
    const done = await answerToEnd(b, await startAndAnswerTwo(b));
    expect(done.status).toBe('finished');
    const stored = peek(b.dir, (db) => ({
      session: db.prepare("SELECT seed FROM sessions WHERE mode = 'assessment'").get() as { seed: string },
      attempt: db.prepare('SELECT seed_commitment, seed_nonce FROM assessment_attempts').get() as {
        seed_commitment: string;
        seed_nonce: string;
      },
      marks: (db.prepare('SELECT correct FROM responses ORDER BY seq').all() as { correct: number }[]).map(
        (r) => r.correct === 1,
      ),
      withheld: db
        .prepare('SELECT count(*) AS n FROM responses WHERE feedback_json = ?')
        .get(WITHHELD_FEEDBACK) as {
        n: number;
      },
    }));
    expect(stored.session.seed).toBe(SEED);
    expect(seedCommitment(SEED, stored.attempt.seed_nonce)).toBe(stored.attempt.seed_commitment);
    expect(stored.withheld.n).toBe(0);
    await b.value('trainer.unlock', { passcode: PASS });
    const record = await b.value('assessment.record', { attemptId: done.attemptId });
    expect(record.seed).toBe(SEED);
    expect(stored.marks).toEqual(record.responses.map((r) => r.correct));
  });

  it('in a training room, the outbox sends no withheld answer: each goes, in clear, when the attempt ends', async () => {
    const b = open();
    const station = new DatabaseSync(join(b.dir, 'trainer.db'));
    try {
      station.exec('PRAGMA busy_timeout = 5000');
      // A station that joined its room before answers were withheld has the older answer trigger.
      ensureOutboxTables(station);
      station.exec(
        "CREATE TRIGGER room_out_response AFTER INSERT ON responses BEGIN INSERT INTO room_outbox (kind, body) VALUES ('response', 'older'); END",
      );
      startOutbox(station);
      const outbox = () =>
        station.prepare('SELECT seq, kind, body FROM room_outbox ORDER BY seq').all() as {
          seq: number;
          kind: string;
          body: string;
        }[];
      const running = await startAndAnswerTwo(b);
      expect(running.status).toBe('running');
      expect(outbox().filter((r) => r.kind === 'response')).toEqual([]);
      expect(
        outbox()
          .map((r) => r.body)
          .join('\n'),
      ).not.toContain(SEED);

      const done = await answerToEnd(b, running);
      const sent = outbox();
      const answers = sent.filter((r) => r.kind === 'response');
      const steps = (
        station.prepare('SELECT COUNT(*) AS n FROM responses WHERE session_id = ?').get(done.attemptId) as {
          n: number;
        }
      ).n;
      expect(steps).toBeGreaterThan(0);
      expect(answers).toHaveLength(steps);
      for (const r of answers) {
        const body = JSON.parse(r.body) as { feedback: { key?: unknown; withheld?: unknown } };
        expect(body.feedback.key).toBeDefined();
        expect(body.feedback.withheld).toBeUndefined();
      }
      const end = sent.find((r) => r.kind === 'session_end');
      expect(end && Math.max(...answers.map((r) => r.seq)) < end.seq).toBe(true);
    } finally {
      station.close();
    }
  });
});
