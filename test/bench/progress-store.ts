// A training school's years of history for the progress benches: `trainees` trainees and `responses` responses in
// sessions of 25 steps over two years, a tenth of them assessments. Written through the real schema, triggers and catch-up
// (an assessment's answers are revealed when it ends, as in the app), with feedback taken from real generated items,
// so the store's rows and summaries are the size and shape the app writes. Deterministic from the seed.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { generateItems } from '../../core/drills/generate.ts';
import { SPEED_TARGETS_MS } from '../../core/drills/mastery.ts';
import { parseDrillSet } from '../../core/drills/spec.ts';
import type { AnswerKey, DrillKind } from '../../core/drills/types.ts';
import { Rng } from '../../core/rng.ts';
import { openDatabase } from '../../electron/storage/database.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import { catchUpSchedules } from '../../electron/features/progress/progress-schedule.ts';

export interface StoreSize {
  readonly trainees: number;
  readonly responses: number;
  readonly seed?: string;
}

export const SESSION_STEPS = 25;
const DAY = 86_400_000;
export const HISTORY_START = Date.UTC(2024, 0, 1);
export const HISTORY_DAYS = 730;

interface PoolStep {
  kind: DrillKind;
  key: AnswerKey;
}

/** Real answer keys of every kind, from the Tasmania library's kinds (commission from a commission table). */
function stepPool(seed: string): PoolStep[] {
  const sections = (
    [
      ['call-hand', 'tasmania'],
      ['third-card', 'tasmania'],
      ['result', 'tasmania'],
      ['whole-coup', 'tasmania'],
      ['payout', 'tasmania'],
      ['settle-table', 'tasmania'],
      ['irregularity', 'tasmania'],
      ['procedure', 'tasmania'],
    ] as const
  ).map(([kind]) => ({ kind, count: 60, difficulty: 'standard', timeLimitMs: null }));
  const set = parseDrillSet({
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Bench pool',
    description: '',
    profile: 'tasmania',
    sections,
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  });
  if (!set.ok) throw new Error(set.error);
  const items = generateItems(set.value, seed);
  if (!items.ok) throw new Error(items.error);
  return items.items.flatMap((it) => it.steps.map((s) => ({ kind: it.kind, key: s.key })));
}

interface PlannedSession {
  trainee: number;
  start: number;
  assessment: boolean;
}

/** Fills an empty data folder; returns the open database. */
export function generateStore(dir: string, size: StoreSize): DatabaseSync {
  const opened = openDatabase(dir);
  if (!opened.ok) throw new Error(opened.status.message);
  const db = opened.db;
  const rng = Rng.fromSeed(size.seed ?? 'progress-bench');
  const pool = stepPool('bench-pool');
  const byKind = new Map<DrillKind, PoolStep[]>();
  for (const p of pool) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p]);
  const kinds = [...byKind.keys()];
  const trainees = Array.from({ length: size.trainees }, (_, i) => ({
    id: `trainee-${String(i).padStart(4, '0')}`,
    name: `Trainee ${i + 1}`,
    // How often this trainee is right, 70% to 99%.
    skill: 0.7 + rng.nextFloat() * 0.29,
  }));
  const sessions: PlannedSession[] = [];
  const count = Math.ceil(size.responses / SESSION_STEPS);
  for (let i = 0; i < count; i++) {
    sessions.push({
      trainee: rng.nextInt(size.trainees),
      start: HISTORY_START + Math.floor(rng.nextFloat() * HISTORY_DAYS * DAY),
      assessment: rng.nextInt(10) === 0,
    });
  }
  sessions.sort((a, b) => a.start - b.start);
  inTransaction(db, () => {
    const add = db.prepare('INSERT INTO trainees (id, name, identifier, created_at) VALUES (?, ?, ?, ?)');
    for (const t of trainees)
      add.run(t.id, t.name, `S-${t.id.slice(-4)}`, new Date(HISTORY_START).toISOString());
  });
  const addSession = db.prepare(
    `INSERT INTO sessions (id, trainee_id, drill_set_id, title, mode, spec_json, seed, total, started_at)
     VALUES (?, ?, ?, ?, ?, '{}', ?, ?, ?)`,
  );
  const addResponse = db.prepare(
    `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
       feedback_json, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const finish = db.prepare('UPDATE sessions SET finished_at = ?, summary_json = ? WHERE id = ?');
  let written = 0;
  const BATCH = 400;
  for (let from = 0; from < sessions.length; from += BATCH) {
    inTransaction(db, () => {
      for (let s = from; s < Math.min(sessions.length, from + BATCH); s++) {
        const plan = sessions[s] as PlannedSession;
        const t = trainees[plan.trainee] as (typeof trainees)[number];
        const id = `session-${String(s).padStart(6, '0')}`;
        const steps = Math.min(SESSION_STEPS, size.responses - written);
        if (steps <= 0) break;
        const focus = rng.pick(kinds);
        const mode = plan.assessment ? 'assessment' : 'practice';
        const setId = plan.assessment ? 'tasmania-assessment' : `tasmania-${focus}`;
        addSession.run(
          id,
          t.id,
          setId,
          plan.assessment ? 'Assessment' : `Practice: ${focus}`,
          mode,
          `${s}`,
          steps,
          iso(plan.start),
        );
        let at = plan.start;
        const perKind = new Map<DrillKind, { right: number; n: number }>();
        const feedback: string[] = [];
        for (let seq = 0; seq < steps; seq++) {
          // Mostly the session's focus, some of everything.
          const kind = rng.nextInt(4) === 0 ? rng.pick(kinds) : focus;
          const step = rng.pick(byKind.get(kind) as PoolStep[]);
          const correct = rng.nextFloat() < t.skill;
          const ms = Math.round(SPEED_TARGETS_MS[kind] * (0.3 + rng.nextFloat() * 1.2));
          at += ms + 1500;
          const mark = {
            correct,
            credit: correct ? 1 : 0,
            late: false,
            responseMs: ms,
            errors: correct ? [] : [`you said otherwise: ${step.key.answerText}`],
            redLine: !correct && step.key.redLine,
          };
          const fb = JSON.stringify({
            itemId: `${id}-i${seq}`,
            step: 0,
            mark,
            response: step.key.expected,
            key: step.key,
          });
          if (plan.assessment) feedback.push(fb);
          addResponse.run(
            id,
            seq,
            `${id}-i${seq}`,
            0,
            kind,
            JSON.stringify(step.key.expected),
            ms,
            correct ? 1 : 0,
            correct ? 1 : 0,
            fb,
            iso(at),
          );
          const k = perKind.get(kind) ?? { right: 0, n: 0 };
          k.n++;
          if (correct) k.right++;
          perKind.set(kind, k);
        }
        written += steps;
        if (plan.assessment) {
          const skills = [...perKind.entries()].map(([kind, k]) => ({
            kind,
            answered: k.n,
            correct: k.right,
            accuracy: k.right / k.n,
            passed: k.right / k.n >= 0.9,
          }));
          const right = skills.reduce((a, k) => a + k.correct, 0);
          const summary = `{"title":"Assessment","mode":"assessment","finished":true,"answered":${steps},"steps":${steps},"accuracy":${right / steps},"skills":${JSON.stringify(skills)},"redLineFailures":0,"passed":${skills.every((k) => k.passed)},"feedback":[${feedback.join(',')}]}`;
          finish.run(iso(at + 5000), summary, id);
        }
      }
    });
  }
  return db;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * The store for `size`, generated once into `root` and kept for later runs (a marker file says it is complete).
 * Returns the data folder.
 */
export function cachedStore(root: string, size: StoreSize, onGenerate?: () => void): string {
  const dir = join(root, `progress-${size.trainees}-${size.responses}-v5`);
  const done = join(dir, 'complete');
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  onGenerate?.();
  const db = generateStore(dir, size);
  // As the app would have done bit by bit whenever a progress page was opened.
  catchUpSchedules(db);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  writeFileSync(done, new Date().toISOString());
  return dir;
}
