// Opening the database checks its tables, columns and triggers against what the migrations build: a database with
// a table missing (an older tool, a hand edit) is reported as damaged, with the error screen's way out, instead of
// every list failing on its own.
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations.ts';

type Schema = Map<string, Set<string>>;

function schemaOf(db: DatabaseSync): Schema {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  const out: Schema = new Map();
  for (const { name } of tables) {
    const columns = db.prepare(`PRAGMA table_info("${name.replaceAll('"', '""')}")`).all() as {
      name: string;
    }[];
    out.set(name, new Set(columns.map((c) => c.name)));
  }
  // Triggers keep the progress summaries (migration 5): one missing leaves them silently behind.
  const triggers = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as {
    name: string;
  }[];
  for (const { name } of triggers) out.set(`trigger ${name}`, new Set());
  return out;
}

let expected: Schema | null = null;

/** What the migrations build, from an empty in-memory database (once per process). */
function expectedSchema(): Schema {
  if (expected) return expected;
  const db = new DatabaseSync(':memory:');
  try {
    for (const migration of MIGRATIONS) db.exec(migration);
    expected = schemaOf(db);
  } finally {
    db.close();
  }
  return expected;
}

/** What is missing from a migrated database ("table responses is missing"), or null when nothing is. */
export function missingSchema(db: DatabaseSync): string | null {
  const actual = schemaOf(db);
  const missing: string[] = [];
  for (const [table, columns] of expectedSchema()) {
    const have = actual.get(table);
    if (!have) {
      missing.push(table.startsWith('trigger ') ? `${table} is missing` : `table ${table} is missing`);
      continue;
    }
    for (const column of columns) if (!have.has(column)) missing.push(`column ${table}.${column} is missing`);
  }
  return missing.length ? missing.slice(0, 3).join('; ') : null;
}
