// Writes docs/RULES.md's generated section (clause → drill, from the generator: core/drills/clause-coverage.ts).
// test/core/rules-md.test.ts fails when the committed document differs from what this script would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { clauseDrillSection, withGeneratedSection } from '../core/drills/clause-coverage.ts';

const path = new URL('../docs/RULES.md', import.meta.url);
const doc = readFileSync(path, 'utf8');
const next = withGeneratedSection(doc, clauseDrillSection());
if (next !== doc) writeFileSync(path, next);
console.log(next === doc ? 'docs/RULES.md is up to date' : 'docs/RULES.md rewritten');
