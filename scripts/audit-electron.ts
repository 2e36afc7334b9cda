// `npm run audit:electron`: Electronegativity over the app (scripts/electronegativity.ts). Fails on any finding of
// medium severity or above, and on any file it could not parse (a file it cannot read is a file it did not check).
import { resolve } from 'node:path';
import { auditElectron } from './electronegativity.ts';

const audit = await auditElectron(resolve(import.meta.dirname, '..'));
for (const f of audit.findings)
  process.stdout.write(`${f.severity} ${f.confidence} ${f.id} ${f.where} ${f.description}\n`);
for (const u of audit.unparsed) process.stdout.write(`NOT PARSED ${u}\n`);
const serious = audit.findings.filter((f) => f.serious).length;
process.stdout.write(
  `electronegativity: ${audit.findings.length} finding(s), ${serious} of medium severity or above, ${audit.unparsed.length} file(s) not parsed\n`,
);
process.exitCode = serious > 0 || audit.unparsed.length > 0 ? 1 : 0;
