// `npm run sample-report`: regenerates docs/sample-assessment/ (report.pdf, report.csv, report.json, signer.pub) from
// one attempt at the starter "Tasmania: dealer assessment", taken through the real backend with a fixed seed and
// clocks. The signing key is made for the run in a temporary folder and thrown away; only its public key is kept, so
// anyone can check the sample with `npm run --silent engine -- verify docs/sample-assessment/report.pdf --trust
// docs/sample-assessment/signer.pub`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { reportFiles } from '../electron/features/assessment/reports.ts';
import { runAttempt } from '../test/support/assessment-run.ts';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs', 'sample-assessment');
const work = mkdtempSync(join(tmpdir(), 'sample-report-'));
try {
  const run = await runAttempt({
    dataDir: work,
    appRoot: root,
    drillSetId: 'tasmania-assessment',
    seed: '5a3c9e1f7b2d4c6e8f0a1b3c5d7e9f21',
    candidate: { name: 'María José Ng 吴美玲', staffNumber: 'TAS-00417' },
    assessor: 'Dana Whitfield (Table Games Supervisor)',
    wrong: [106],
    timeOut: [52],
    practical: {
      assessor: 'Dana Whitfield (Table Games Supervisor)',
      areas: [
        { area: 'Shuffle and cut', grade: 'A' },
        { area: 'Pace of the deal', grade: 'B' },
        { area: 'Calls', grade: 'A' },
        { area: 'Settlement', grade: 'B' },
        { area: 'Chip handling', grade: 'B' },
        { area: 'Game protection', grade: 'A' },
      ],
      redLines: [],
      comment: 'Sound procedure. Chip cutting slow on large payouts: practise sizing into stacks of 20.',
    },
    countersign: { name: 'Lee Park (Shift Manager)', confirmed: true },
  });
  const files = await reportFiles(run.record, run.key);
  run.backend.close();
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'report.pdf'), files.pdf);
  writeFileSync(join(out, 'report.csv'), files.csv);
  writeFileSync(join(out, 'report.json'), files.json);
  writeFileSync(join(out, 'signer.pub'), run.key.publicPem);
  process.stdout.write(
    `docs/sample-assessment: ${run.record.result} for ${run.record.candidate.name}, verification ID ${files.verificationId}, signer ${run.key.fingerprint}\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
