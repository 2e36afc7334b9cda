// `npm run bench`: runs every test/bench/*.bench.ts (each exports `run(): Promise<BenchRow[]>`), prints a table and
// one machine-readable line `BENCH {"rows":[...]}`, and exits 1 when a measurement misses its target (or a bench
// throws), so a slow machine or a regression is visible rather than silent.
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target: string;
  pass: boolean;
}

interface Row extends BenchRow {
  file: string;
}

const dir = fileURLToPath(new URL('.', import.meta.url));

function format(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  return value.toPrecision(4);
}

async function main(): Promise<number> {
  // `npm run bench -- store progress`: only the benches whose file names start with one of the words.
  const only = process.argv.slice(2);
  const files = (await readdir(dir))
    .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((w) => f.startsWith(w))))
    .sort();
  const rows: Row[] = [];
  for (const file of files) {
    try {
      const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => Promise<BenchRow[]> };
      if (typeof mod.run !== 'function') throw new Error('does not export run()');
      for (const row of await mod.run()) rows.push({ file, ...row });
    } catch (e) {
      rows.push({
        file,
        name: `${file} failed: ${(e as Error).message}`,
        value: NaN,
        unit: '',
        target: '',
        pass: false,
      });
    }
  }
  const table = [
    ['file', 'measurement', 'value', 'unit', 'target', 'result'],
    ...rows.map((r) => [r.file, r.name, format(r.value), r.unit, r.target, r.pass ? 'pass' : 'FAIL']),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  for (const line of table)
    process.stdout.write(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  ') + '\n');
  process.stdout.write(`BENCH ${JSON.stringify({ node: process.version, rows })}\n`);
  return rows.every((r) => r.pass) ? 0 : 1;
}

process.exitCode = await main();
