// The starter library: assets/drill-sets/*.json, read once at start. The file name (without .json) is the set's id.
// A starter file that does not validate is reported (and left out) rather than stopping the app. A kind the file does
// not drill yet gets its module's starter section (core/drills/starter-sections.ts), checked like the file.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseDrillSet, type DrillSet } from '../../../core/drills/spec.ts';
import { withStarterSections } from '../../../core/drills/starter-sections.ts';

export interface BuiltInDrillSet {
  readonly id: string;
  readonly set: DrillSet;
}

export function loadDrillLibrary(dir: string): { sets: BuiltInDrillSet[]; errors: string[] } {
  const sets: BuiltInDrillSet[] = [];
  const errors: string[] = [];
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (error) {
    return { sets, errors: [`${dir}: ${error instanceof Error ? error.message : String(error)}`] };
  }
  for (const file of files) {
    try {
      const id = basename(file, '.json');
      const read = parseDrillSet(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      const completed = read.ok ? withStarterSections(id, read.value) : null;
      const parsed = completed && read.ok && completed !== read.value ? parseDrillSet(completed) : read;
      if (parsed.ok) sets.push({ id, set: parsed.value });
      else errors.push(`${file}: ${parsed.error}`);
    } catch (error) {
      errors.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { sets, errors };
}
