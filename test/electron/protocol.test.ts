// The app's pages come only from its own folder: a table of hostile URLs, each refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGuardedFile, resolveAppUrl, resolveRequestPath } from '../../electron/protocol.ts';
import { CONTENT_SECURITY_POLICY, securityHeaders } from '../../electron/csp.ts';
import { isAppUrl } from '../../electron/security.ts';
import { removeDir, tempDir } from './helpers.ts';

let base: string;
let root: string;
beforeAll(() => {
  base = tempDir();
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'assets', 'app.js'), 'export {}');
  writeFileSync(join(root, 'assets', 'two words.svg'), '<svg/>');
  writeFileSync(join(base, 'secret.txt'), 'secret');
  symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'));
});
afterAll(() => removeDir(base));

describe('protocol: the app serves its own files', () => {
  it.each([
    ['app://trainer/index.html', 'index.html'],
    ['app://trainer/', 'index.html'],
    ['app://trainer', 'index.html'],
    ['app://trainer/assets/app.js?v=1#x', 'assets/app.js'],
    ['app://trainer/assets/two%20words.svg', 'assets/two words.svg'],
  ])('%s → %s', (url, file) => {
    expect(resolveAppUrl(root, url)).toEqual({ ok: true, path: join(root, file) });
  });
});

describe('protocol: hostile URLs are refused', () => {
  it.each([
    ['dot-dot', 'app://trainer/../secret.txt'],
    ['dot-dot deeper', 'app://trainer/assets/../../secret.txt'],
    ['encoded dot-dot', 'app://trainer/%2e%2e/secret.txt'],
    ['mixed-case encoded dot-dot', 'app://trainer/%2E%2e/secret.txt'],
    ['half-encoded dot-dot', 'app://trainer/.%2e/secret.txt'],
    ['double-encoded dot-dot', 'app://trainer/%252e%252e/secret.txt'],
    ['encoded slash', 'app://trainer/..%2fsecret.txt'],
    ['encoded slash, upper case', 'app://trainer/assets%2F..%2F..%2Fsecret.txt'],
    ['encoded backslash', 'app://trainer/..%5csecret.txt'],
    ['backslash', 'app://trainer/..\\secret.txt'],
    ['absolute path', 'app://trainer//etc/passwd'],
    ['encoded absolute path', 'app://trainer/%2fetc%2fpasswd'],
    ['drive letter', 'app://trainer/C:/Windows/win.ini'],
    ['NUL byte', 'app://trainer/index.html%00.js'],
    ['dot segment', 'app://trainer/./index.html'],
    ['bad escape', 'app://trainer/%E0%A4%A'],
    ['another host', 'app://evil/index.html'],
    ['upper-case host spelled differently', 'app://trainer.evil/index.html'],
    ['user info', 'app://user@trainer/index.html'],
    ['a port', 'app://trainer:8080/index.html'],
    ['another scheme', 'file:///etc/passwd'],
    ['https', 'https://trainer/index.html'],
    ['not a URL', 'not a url'],
  ])('%s: %s', (_what, url) => {
    const r = resolveAppUrl(root, url);
    expect(r.ok, JSON.stringify(r)).toBe(false);
  });

  it('a symbolic link out of the folder is refused when read', async () => {
    const guarded = resolveRequestPath(root, '/assets/link.txt');
    expect(guarded.ok).toBe(true);
    expect(await readGuardedFile(root, guarded)).toEqual({ ok: false, status: 403 });
  });

  it('a missing file is a 404; a real one is read', async () => {
    expect(await readGuardedFile(root, resolveRequestPath(root, '/nope.js'))).toEqual({
      ok: false,
      status: 404,
    });
    const ok = await readGuardedFile(root, resolveRequestPath(root, '/assets/app.js'));
    expect(ok.ok && ok.body.toString()).toBe('export {}');
  });
});

describe('content security policy', () => {
  it('is strict: nothing by default, scripts only from the app, no inline script, no eval', () => {
    expect(CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'; script-src 'self'; /);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    expect(securityHeaders('/a/b.js')).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
    });
  });
});

describe('security: which senders are the app', () => {
  it.each([
    ['app://trainer/index.html', true],
    ['app://trainer/index.html#/drill', true],
    ['app://trainer/other.html', true],
    ['app://trainer', false],
    ['app://evil/index.html', false],
    ['app://user@trainer/index.html', false],
    ['app://trainer:1/index.html', false],
    ['https://trainer/index.html', false],
    ['file:///index.html', false],
    ['about:blank', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (url, trusted) => {
    expect(isAppUrl(url)).toBe(trusted);
  });
});
