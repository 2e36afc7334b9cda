// Issue 11, the shell: every channel's response type is derived from its zod schema (its entry in contract/), and
// every answer the main-process tests get is checked against it (helpers.ts testBackend). Here: every channel has a response schema,
// an answer that drifts from its type is caught and named, and the renderer takes only types from the contract.
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AREAS, CHANNELS, checkResponse, requestSchemas, responseSchemas } from '../../contract/index.ts';
import { anyResponse, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

const APP = join(import.meta.dirname, 'fixtures', 'assess-app');
const ROOT = join(import.meta.dirname, '..', '..');
const RENDERER = join(ROOT, 'renderer');

const dirs: string[] = [];
const backends: TestBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await b.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

function backend(): TestBackend {
  const dir = tempDir();
  dirs.push(dir);
  const b = testBackend(dir, { appRoot: APP });
  backends.push(b);
  return b;
}

describe('response schemas', () => {
  it('every channel has a request schema and a response schema, and no schema is for a channel that does not exist', () => {
    const missing = CHANNELS.filter((c) => !(c in responseSchemas));
    expect(missing, 'channels with no response schema in contract/').toEqual([]);
    expect(Object.keys(responseSchemas).sort()).toEqual([...CHANNELS].sort());
    expect(Object.keys(requestSchemas).sort()).toEqual([...CHANNELS].sort());
  });

  it('each channel is in exactly one area of the contract (a second entry would silently replace the first)', () => {
    const all = Object.values(AREAS).flatMap((area) => Object.keys(area));
    expect(all.length).toBe(CHANNELS.length);
    expect(new Set(all).size).toBe(all.length);
  });

  it('a real answer passes; the same answer with a field added, missing or of the wrong type is named', async () => {
    const b = backend();
    await b.value('trainer.setPasscode', { passcode: 'open-sesame' });
    const view = await b.value('assessment.start', {
      drillSetId: 'timed-assessment',
      candidate: { name: 'Анна Кузнецова', staffNumber: 'S-1' },
      assessor: 'Pat Supervisor',
    });
    expect(checkResponse('assessment.start', view)).toBeNull();
    // A seed in what the candidate's screen gets would let anyone compute every key.
    expect(checkResponse('assessment.view', { ...view, seed: 'c0ffee' })).toMatch(
      /^assessment\.view answered with a value that is not its response type: .*seed/,
    );
    const { remainingMs: _dropped, ...withoutTime } = view;
    expect(checkResponse('assessment.view', withoutTime)).toMatch(/remainingMs/);
    expect(checkResponse('assessment.view', { ...view, status: 'paused' })).toMatch(/status/);
    expect(checkResponse('assessment.view', { ...view, candidate: { name: 'x' } })).toMatch(
      /candidate\.staffNumber/,
    );

    const settings = await b.value('settings.get');
    expect(checkResponse('settings.get', settings)).toBeNull();
    expect(checkResponse('settings.get', { ...settings, volume: 2 })).toMatch(/volume/);
    const [trainee] = await b.value('trainees.list');
    expect(trainee).toBeDefined();
    expect(checkResponse('trainees.list', [{ ...trainee, createdAt: 'yesterday' }])).toMatch(
      /0\.createdAt: must be an ISO 8601 time/,
    );
    expect(checkResponse('storage.status', { state: 'fine' })).not.toBeNull();
    expect(checkResponse('assessment.export', null)).toBeNull();
    expect(checkResponse('assessment.export', { path: 1 })).toMatch(/path/);
  });

  it('the report channels answer in their schemas: export, verify (trusted, tampered, unreadable), keys, trust a key', async () => {
    const b = backend();
    await b.value('trainer.setPasscode', { passcode: 'open-sesame' });
    let view = await b.value('assessment.start', {
      drillSetId: 'timed-assessment',
      candidate: { name: 'Ελένη Σταύρου', staffNumber: 'S-2' },
      assessor: 'Pat Supervisor',
    });
    while (view.prompt) {
      const p = view.prompt;
      view = await b.value('assessment.answer', {
        attemptId: view.attemptId,
        itemId: p.itemId,
        step: p.step,
        response: anyResponse(p.form),
      });
    }
    await b.value('trainer.unlock', { passcode: 'open-sesame' });
    // Outside the data folder: an export never writes into it (issue 20).
    const out = tempDir('trainer-export-');
    dirs.push(out);
    const file = join(out, 'report.pdf');
    b.dialogs.saveQueue.push(file);
    expect(await b.value('assessment.export', { attemptId: view.attemptId, format: 'pdf' })).toEqual({
      path: file,
    });
    const pdf = new Uint8Array(readFileSync(file));
    expect(await b.value('reports.verify', { bytes: pdf })).toMatchObject({
      status: 'trusted',
      subject: { candidate: 'Ελένη Σταύρου' },
    });
    const edited = pdf.slice();
    edited[100] = (edited[100] ?? 0) ^ 1;
    expect((await b.value('reports.verify', { bytes: edited })).status).toBe('tampered');
    expect((await b.value('reports.verify', { bytes: new Uint8Array([1, 2, 3]) })).status).toBe('unreadable');
    const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const trusted = await b.value('reports.trustKey', { publicKey: other, label: 'Training PC 2' });
    expect((await b.value('reports.keys')).trusted).toEqual([trusted]);
    const [candidate] = await b.value('trainees.list');
    const history = await b.value('assessment.history', { traineeId: candidate?.id ?? '' });
    expect(history.coverage).toMatchObject({ everyStation: false, reason: 'not-configured' });
    expect(history.attempts.map((h) => h.attemptId)).toEqual([view.attemptId]);
  });

  it('a handler whose answer drifts fails the test that calls it', async () => {
    const b = backend();
    const original = b.registry.invoke.bind(b.registry);
    // As a service that forgot a field would answer.
    b.registry.invoke = async (channel, request, url) => {
      const r = await original(channel, request, url);
      return r.ok && channel === 'app.info' ? { ok: true, value: { version: '1' } } : r;
    };
    await expect(b.call('app.info')).rejects.toThrow(/app\.info answered with .*dataDir/);
    expect((await b.call('settings.get')).ok).toBe(true);
  });

  it('the renderer takes only types from contract/ (values only from defaults.ts, which imports no schema)', () => {
    const files = readdirSync(RENDERER, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(ts|svelte)$/.test(f),
    );
    const valueImports: string[] = [];
    let typeImports = 0;
    for (const file of files) {
      const source = readFileSync(join(RENDERER, file), 'utf8');
      for (const [statement] of source.matchAll(/^\s*import\b[^;]*?from '(\.\.\/)+contract\/[^']*';/gms)) {
        if (/^\s*import type\b/.test(statement)) typeImports += 1;
        else if (!statement.includes("contract/defaults.ts'"))
          valueImports.push(`${file}: ${statement.trim()}`);
      }
    }
    expect(typeImports).toBeGreaterThan(0);
    expect(valueImports).toEqual([]);
    const defaults = readFileSync(join(ROOT, 'contract', 'defaults.ts'), 'utf8');
    expect(defaults).not.toMatch(/^import (?!type)/m);
  });
});
