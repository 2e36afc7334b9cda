// Signed reports (issue 11): the installation's Ed25519 key (mode 0600, never logged), the signed JSON record, the
// signed PDF, the CSV, and `engine verify` with its exit codes: 0 intact and trusted, 3 intact but untrusted,
// 1 tampered, 2 unreadable.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse } from '../../contract/index.ts';
import { assessmentRecordSchema, type AssessmentRecord } from '../../core/assessment/record.ts';
import { csvCell } from '../../electron/reports/csv.ts';
import { EXIT_CODES, verifyReport, type TrustList } from '../../node-shared/reports/signed-report.ts';
import { PRIVATE_KEY_FILE, PUBLIC_KEY_FILE } from '../../node-shared/reports/signing-key.ts';
import { reportFiles, type ReportFiles } from '../../electron/features/assessment/reports.ts';
import type { AttemptRun } from '../support/assessment-run.ts';
import { endSitting, passedPractical, sitTimedAssessment } from './timed-sitting.ts';

const REPO = join(import.meta.dirname, '..', '..');

let dir: string;
let run: AttemptRun;
let files: ReportFiles;
let own: TrustList;
const stranger: TrustList = { own: null, registered: [], given: [] };

beforeAll(async () => {
  ({ dir, run } = await sitTimedAssessment('8c1f0e6a52d94b7e9f3a1c2d4e5f6a7b', {
    candidate: { name: '=HYPERLINK("x") 李娜', staffNumber: 'D-7' },
    wrong: [1],
    timeOut: [3],
    practical: passedPractical('Pat Supervisor', 'Clear calls.'),
  }));
  files = await reportFiles(run.record, run.key);
  own = { own: run.key.publicKey, registered: [], given: [] };
  writeFileSync(join(dir, 'report.pdf'), files.pdf);
  writeFileSync(join(dir, 'report.json'), files.json);
  writeFileSync(join(dir, 'signer.pub'), run.key.publicPem);
});
afterAll(() => endSitting({ dir, run }));

describe('the signing key', () => {
  it('is made in the trainer key store, wrapped: no private key file, its public key beside for other PCs', () => {
    const data = join(dir, 'data');
    expect(existsSync(join(data, PRIVATE_KEY_FILE))).toBe(false);
    expect(readFileSync(join(data, PUBLIC_KEY_FILE), 'utf8')).toBe(run.key.publicPem);
    expect(run.key.fingerprint).toMatch(/^SHA256:([0-9a-f]{4}:){7}[0-9a-f]{4}$/);
  });

  it('the private key is in no report, no channel answer and no file in clear', async () => {
    const secret = run.key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const body = secret.split('\n')[1] ?? '';
    expect(body.length).toBeGreaterThan(20);
    const keys = await run.call('reports.keys');
    const onDisk = readdirSync(join(dir, 'data')).map((f) =>
      statSync(join(dir, 'data', f)).isFile() ? readFileSync(join(dir, 'data', f), 'latin1') : '',
    );
    for (const text of [files.json, files.csv, files.pdf.toString('latin1'), JSON.stringify(keys), ...onDisk])
      expect(text.includes(body)).toBe(false);
  });
});

describe('the signed JSON record', () => {
  it('carries everything the issue lists', () => {
    const doc = JSON.parse(files.json) as { record: typeof run.record };
    const r = doc.record;
    expect(r.candidate.staffNumber).toBe('D-7');
    expect(r.assessor).toBe('Pat Supervisor');
    expect(r.set.version).toMatch(/^[0-9a-f]{12}$/);
    expect(r.seed).toBe('8c1f0e6a52d94b7e9f3a1c2d4e5f6a7b');
    expect(r.house.profileId).toBe('tasmania');
    expect(r.responses.every((l) => l.correctAnswer !== '' && l.responseMs >= 0)).toBe(true);
    expect(r.knowledge.timedOut).toBeGreaterThan(0);
    expect(r.practical?.grades?.areas).toHaveLength(3);
    expect(r.startedAt < (r.endedAt ?? '')).toBe(true);
  });

  it('exit 0 with its own key, 3 for a stranger, 1 when any field changes, 2 when it is not a record', () => {
    expect(verifyReport(Buffer.from(files.json), own).status).toBe('trusted');
    expect(verifyReport(Buffer.from(files.json), stranger).status).toBe('untrusted');
    const doc = JSON.parse(files.json) as {
      record: { knowledge: { passed: boolean }; candidate: { name: string } };
    };
    for (const edit of [
      (d: typeof doc) => (d.record.knowledge.passed = !d.record.knowledge.passed),
      (d: typeof doc) => (d.record.candidate.name += ' '),
    ]) {
      const copy = structuredClone(doc);
      edit(copy);
      expect(verifyReport(Buffer.from(JSON.stringify(copy)), own).status).toBe('tampered');
    }
    // Only the bytes as written verify (issue 20): even a reformatting is not the signed document.
    expect(verifyReport(Buffer.from(JSON.stringify(doc)), own).status).toBe('tampered');
    expect(verifyReport(Buffer.from('{"format":"something else"}'), own).status).toBe('unreadable');
  });
});

describe('the signed PDF', () => {
  it('is a PDF with the signature after %%EOF, intact with its own key', () => {
    expect(files.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = files.pdf.toString('latin1');
    expect(text.lastIndexOf('%%EOF')).toBeLessThan(text.indexOf('%BDT-SIGNED'));
    const outcome = verifyReport(files.pdf, own);
    expect(outcome).toMatchObject({ status: 'trusted', kind: 'pdf' });
    expect(outcome.subject?.verificationId).toBe(files.verificationId);
  });

  it('any one changed byte, anywhere in the file, is detected', () => {
    fc.assert(
      fc.property(fc.nat({ max: files.pdf.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, delta) => {
        const copy = Buffer.from(files.pdf);
        copy[at] = ((copy[at] ?? 0) + delta) % 256;
        const status = verifyReport(copy, own).status;
        return status === 'tampered';
      }),
      { numRuns: 1000 },
    );
    // The last bytes (the signature line and its newline) too.
    for (let back = 1; back <= 120; back++) {
      const copy = Buffer.from(files.pdf);
      const at = copy.length - back;
      copy[at] = copy[at] === 0x20 ? 0x21 : 0x20;
      expect(verifyReport(copy, own).status).toBe('tampered');
    }
  });

  // Found by the property above: OpenSSL reads an SPKI key with a byte after it as the same key (and one whose bit
  // string claims an unused bit, when the key's last bit is 0), so the signature still verified.
  it('a signer key with a byte after it is tampered', () => {
    const text = files.pdf.toString('latin1');
    const key =
      /"publicKey":"([A-Za-z0-9+/=]+)"/.exec(text.slice(text.lastIndexOf('"publicKey"')))?.[1] ?? '';
    const der = Buffer.from(key, 'base64');
    expect(der.length).toBe(44);
    const longer = Buffer.concat([der, Buffer.from([0])]).toString('base64');
    const changed = Buffer.from(text.replace(`"publicKey":"${key}"`, `"publicKey":"${longer}"`), 'latin1');
    expect(changed.equals(files.pdf)).toBe(false);
    expect(verifyReport(changed, own).status).toBe('tampered');
  });

  it('an empty or foreign file is unreadable', () => {
    expect(verifyReport(Buffer.alloc(0), own).status).toBe('unreadable');
    expect(verifyReport(Buffer.from('%PDF-1.7\n%%EOF\n'), own).status).toBe('unreadable');
    expect(verifyReport(Buffer.from('hello'), own).status).toBe('unreadable');
  });
});

describe('the CSV', () => {
  it('starts with a UTF-8 BOM, keeps non-Latin names and escapes formula cells', () => {
    // Headers a spreadsheet user reads; values in words; the ids in columns of their own at the end.
    expect(files.csv.startsWith('\uFEFFCandidate,Staff number,Assessment set,Sitting ID,')).toBe(true);
    const first = files.csv.split('\r\n')[1]!;
    expect(first).toContain(`,${files.verificationId},`);
    expect(first).toMatch(/,(right|wrong|timed out),\d+\.\d,/);
    expect(
      first.endsWith(
        `,${run.record.attemptId},${run.record.set.version},${run.record.seed},${run.record.seeding}`,
      ),
    ).toBe(true);
    expect(files.csv).toContain(`"'=HYPERLINK(""x"") 李娜"`);
    expect(files.csv.split('\r\n').filter((l) => l !== '')).toHaveLength(run.record.responses.length + 1);
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('npm run engine -- verify', () => {
  const verify = (...args: string[]) =>
    spawnSync(process.execPath, [join(REPO, 'cli', 'main.ts'), 'verify', ...args], {
      encoding: 'utf8',
      env: { ...process.env, TRAINER_DATA_DIR: join(dir, 'empty-data') },
    });

  beforeAll(() => mkdirSync(join(dir, 'empty-data'), { recursive: true }));

  it('exit 0: intact and signed by the key given with --trust; prints who it is for, the result and the signer', () => {
    const r = verify(join(dir, 'report.pdf'), '--trust', join(dir, 'signer.pub'));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      status: string;
      subject: { candidate: string; result: string };
      signer: { fingerprint: string };
    };
    expect(out.status).toBe('trusted');
    expect(out.subject.candidate).toBe(run.record.candidate.name);
    expect(out.subject.result).toBe(run.record.result);
    expect(out.signer.fingerprint).toBe(run.key.fingerprint);
    expect(verify(join(dir, 'report.json'), '--trust', join(dir, 'signer.pub')).status).toBe(0);
  });

  it("exit 0 with this installation's own key from the app's sealed list (passcode on stdin); 3 from the files alone", () => {
    // The app is running (run.backend is open): verify reads beside it.
    const withData = (input: string, ...args: string[]) =>
      spawnSync(
        process.execPath,
        [join(REPO, 'cli', 'main.ts'), 'verify', join(dir, 'report.pdf'), ...args],
        {
          encoding: 'utf8',
          input,
          env: { ...process.env, TRAINER_DATA_DIR: join(dir, 'data') },
        },
      );
    expect(withData('sample-passcode\n', '--passcode-stdin').status).toBe(0);
    // signing-key.pub in the data folder is the same key, but a file on disk is not taken on its word.
    expect(withData('').status).toBe(EXIT_CODES.untrusted);
  });

  it('exit 3: intact, but the signer is not trusted', () => {
    expect(verify(join(dir, 'report.pdf')).status).toBe(EXIT_CODES.untrusted);
  });

  it('exit 1: one byte of the PDF changed', () => {
    const copy = Buffer.from(files.pdf);
    const at = Math.floor(copy.length / 2);
    copy[at] = (copy[at] ?? 0) ^ 0x01;
    writeFileSync(join(dir, 'edited.pdf'), copy);
    expect(verify(join(dir, 'edited.pdf'), '--trust', join(dir, 'signer.pub')).status).toBe(1);
  });

  it('exit 2: a missing or unreadable file', () => {
    expect(verify(join(dir, 'no-such-file.pdf')).status).toBe(2);
    writeFileSync(join(dir, 'notes.txt'), 'not a report');
    expect(verify(join(dir, 'notes.txt')).status).toBe(2);
  });
});

const REMOVE = Symbol('remove');

/** The record as it came over the wire, with the field at `path` set to `value` (or removed); a deep copy. */
function damaged(path: string, value: unknown): unknown {
  const copy: unknown = structuredClone(run.record);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], copy) as Record<
    string,
    unknown
  >;
  if (value === REMOVE) delete parent[last];
  else parent[last] = value;
  return copy;
}

const issuesOf = (value: unknown): string[] => {
  const parsed = assessmentRecordSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

// The record's schema (core/assessment/record.ts): every field is checked by a real schema, not "is an object", so the
// record's type is the schema's. The real record (graded, with a wrong and a timed-out step) parses unchanged; one
// damaged in any nested field is refused, naming the path.
describe('the assessment record schema', () => {
  it('a real record from the backend parses, and its output is the record unchanged', async () => {
    const record: AssessmentRecord = await run.call('assessment.record', { attemptId: run.record.attemptId });
    expect(record.practical?.grades?.areas).toHaveLength(3);
    expect(record.responses.some((l) => l.timedOut)).toBe(true);
    expect(record.responses.some((l) => !l.correct && !l.timedOut)).toBe(true);
    const parsed = assessmentRecordSchema.safeParse(record);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(record);
    expect(checkResponse('assessment.record', record)).toBeNull();
  });

  // [what, the field changed, its new value, the path the refusal names]
  it.each<[string, string, unknown, string]>([
    [
      'a step with a string for its response time',
      'responses.0.responseMs',
      '1200',
      'responses.0.responseMs',
    ],
    ['a step of an unknown kind', 'responses.1.kind', 'poker', 'responses.1.kind'],
    [
      'a skill line with no pass mark field',
      'knowledge.skills.0.passMark',
      REMOVE,
      'knowledge.skills.0.passMark',
    ],
    ['an unknown red line', 'knowledge.redLineRules', ['cheating'], 'knowledge.redLineRules.0'],
    [
      'a practical grade that is not one',
      'practical.grades.areas.0.grade',
      'D',
      'practical.grades.areas.0.grade',
    ],
    ['grades without their time', 'practical.grades.gradedAt', REMOVE, 'practical.grades.gradedAt'],
    ['a profile with a negative limit', 'profile.limits.main.min', -1, 'profile.limits.main.min'],
    ['a result that is not one', 'result', 'passed', 'result'],
    ['a field the record does not have', 'secret', 'x', ''],
  ])('%s is refused, naming the path', (_what, field, value, path) => {
    expect(issuesOf(damaged(field, value))).toContain(path);
    expect(checkResponse('assessment.record', damaged(field, value))).toMatch(
      /^assessment\.record answered with a value/,
    );
  });
});
