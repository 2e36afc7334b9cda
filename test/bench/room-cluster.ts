// What the training room's benches share (issue 22): the server (BDT_TEST_PG_URL's, or else a throwaway cluster
// started for the bench with scripts/with-postgres.sh, durable, PostgreSQL's defaults), a fresh prepared database, and
// a row that says so and fails when no server can be had.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { prepareRoom } from '../../electron/room/prepare.ts';
import type { BenchRow } from './run.ts';

export const PG_URL = process.env['BDT_TEST_PG_URL'] ?? '';
export const PASSWORDS = { bdt_station: 'bench-station-secret', bdt_trainer: 'bench-trainer-secret' };
const CHILD = '--room-bench-child';

export async function freshDatabase(name: string): Promise<URL> {
  const server = new pg.Client({ connectionString: PG_URL });
  await server.connect();
  try {
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${name}`);
  } finally {
    await server.end();
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: String(url) });
  await admin.connect();
  try {
    await prepareRoom(admin, PASSWORDS);
  } finally {
    await admin.end();
  }
  return url;
}

/** The bench module `moduleUrl` measured on a server: this process's, or a child's in a throwaway cluster. */
export async function inCluster(moduleUrl: string, measure: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
  if (PG_URL) return measure();
  const script = join(import.meta.dirname, '..', '..', 'scripts', 'with-postgres.sh');
  const child = spawnSync(script, [process.execPath, fileURLToPath(moduleUrl), CHILD], {
    env: { ...process.env, BDT_PG_DURABLE: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = child.stdout?.split('\n').find((l) => l.startsWith('ROOM_BENCH '));
  if (child.status === 0 && line) return JSON.parse(line.slice('ROOM_BENCH '.length)) as BenchRow[];
  const why = (child.stderr || child.error?.message || `exit ${child.status}`).trim().split('\n').at(-1);
  return [
    {
      name: `room: not measured (PostgreSQL could not be started: ${why})`,
      value: NaN,
      unit: '',
      target: '',
      pass: false,
    },
  ];
}

/** In the child that inCluster started: measures, and prints the rows for the parent. */
export async function asChild(measure: () => Promise<BenchRow[]>): Promise<void> {
  if (process.argv.includes(CHILD)) process.stdout.write(`ROOM_BENCH ${JSON.stringify(await measure())}\n`);
}
