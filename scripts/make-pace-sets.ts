// Writes the starter pace-lab and audition sets (issue 23) for every built-in house: `node scripts/make-pace-sets.ts`
// writes assets/drill-sets/<house>-pace-lab.json and <house>-audition.json. The title's house name is the one the
// house's other starter sets use (<house>-coup-calls.json); "Ready" is the house's pace target (core/pace-target.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultAudition } from '../core/drills/audition.ts';
import { parseDrillSet, type DrillSet } from '../core/drills/spec.ts';
import { paceTarget } from '../core/pace-target.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../core/profiles.ts';

const DIR = join(import.meta.dirname, '../assets/drill-sets');

function houseName(p: TableProfile): string {
  const set = JSON.parse(readFileSync(join(DIR, `${p.id}-coup-calls.json`), 'utf8')) as { title: string };
  return set.title.split(':')[0] as string;
}

function paceLabSet(p: TableProfile): DrillSet {
  const target = paceTarget(p).coupsPerHour;
  return {
    format: 'baccarat-drill-set',
    version: 1,
    title: `${houseName(p)}: pace lab`,
    description: `Practice: whole coups at this table, each dealt, called and settled end to end (Tasmania 9.2, 10, 11; the table settled in the house's order), timed as coups an hour against the house's target of ${target}, with accuracy beside it.`,
    profile: p.id,
    sections: [{ kind: 'pace-lab', count: 10, difficulty: 'standard', timeLimitMs: null }],
    passMarks: { overall: 0.9, perSkill: { 'pace-lab': { accuracy: 0.9 } } },
    mode: 'practice',
    redLineFailsAssessment: false,
  };
}

function auditionSet(p: TableProfile): DrillSet {
  const target = paceTarget(p).coupsPerHour;
  const audition = defaultAudition(target);
  const [ready, nearly] = audition.bands;
  return {
    format: 'baccarat-drill-set',
    version: 1,
    title: `${houseName(p)}: audition (pace and accuracy)`,
    description: `An audition at this table: 20 whole coups dealt, called and settled; the result is a readiness band from coups an hour and accuracy together (${ready?.label} at ${ready?.minCoupsPerHour} coups an hour and ${Math.round((ready?.minAccuracy ?? 0) * 100)}%, ${nearly?.label} at ${nearly?.minCoupsPerHour} and ${Math.round((nearly?.minAccuracy ?? 0) * 100)}%, otherwise ${audition.below}).`,
    profile: p.id,
    sections: [{ kind: 'pace-lab', count: 20, difficulty: 'standard', timeLimitMs: null }],
    passMarks: { overall: 0.95, perSkill: { 'pace-lab': { accuracy: 0.95 } } },
    mode: 'practice',
    redLineFailsAssessment: false,
    audition,
  };
}

for (const p of BUILT_IN_PROFILES) {
  for (const [suffix, set] of [
    ['pace-lab', paceLabSet(p)],
    ['audition', auditionSet(p)],
  ] as const) {
    const checked = parseDrillSet(set);
    if (!checked.ok) throw new Error(`${p.id}-${suffix}: ${checked.error}`);
    writeFileSync(join(DIR, `${p.id}-${suffix}.json`), `${JSON.stringify(set, null, 2)}\n`);
    console.log(`${p.id}-${suffix}.json`);
  }
}
