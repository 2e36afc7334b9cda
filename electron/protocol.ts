// app://trainer/… serves the renderer's own files (dist/renderer) and nothing else. Every request path passes the
// guard below: encoded slashes, dot segments (plain or percent-encoded), absolute and drive paths, other hosts and
// symbolic links out of the folder are refused. The e2e harness's static server uses the same guard.
import type { Protocol } from 'electron';
import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, resolve, sep } from 'node:path';
import { securityHeaders } from './csp.ts';

export const APP_SCHEME = 'app';
export const APP_HOST = 'trainer';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

export type Guarded = { ok: true; path: string } | { ok: false; status: 400 | 403 | 404 };

/** Maps a URL path ("/assets/a.js", still percent-encoded) to a file inside root, or refuses it. */
export function resolveRequestPath(root: string, rawPath: string): Guarded {
  if (/%2f|%5c|%00/i.test(rawPath) || rawPath.includes('\\') || rawPath.includes('\0')) {
    return { ok: false, status: 400 };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400 };
  }
  // The build has no '%' in its file names: a '%' left after decoding is a double-encoded attempt.
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.includes('%'))
    return { ok: false, status: 400 };
  if (!decoded.startsWith('/')) return { ok: false, status: 400 };
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, status: 403 };
  const relative = decoded === '/' ? 'index.html' : decoded.slice(1);
  if (isAbsolute(relative) || /^[a-zA-Z]:/.test(relative) || relative.startsWith('/')) {
    return { ok: false, status: 403 };
  }
  const base = resolve(root);
  const full = resolve(base, relative);
  if (!full.startsWith(base + sep)) return { ok: false, status: 403 };
  return { ok: true, path: full };
}

/** The app's URL check: exactly app://trainer (no user, port or other host), then the path guard. */
export function resolveAppUrl(root: string, url: string): Guarded {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400 };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.hostname !== APP_HOST) return { ok: false, status: 403 };
  if (parsed.username !== '' || parsed.password !== '' || parsed.port !== '')
    return { ok: false, status: 403 };
  if (!(url === APP_ORIGIN || url.startsWith(`${APP_ORIGIN}/`))) return { ok: false, status: 403 };
  // The raw path as written (before a URL parser folds dot segments), so a hostile URL is refused, not rewritten.
  const rawPath = url.slice(APP_ORIGIN.length).split(/[?#]/)[0] ?? '';
  return resolveRequestPath(root, rawPath === '' ? '/' : rawPath);
}

/** Reads a guarded file, refusing symbolic links that lead out of root. */
export async function readGuardedFile(
  root: string,
  guarded: Guarded,
): Promise<{ ok: true; path: string; body: Buffer } | { ok: false; status: 400 | 403 | 404 }> {
  if (!guarded.ok) return guarded;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(guarded.path)]);
    if (!realFile.startsWith(realRoot + sep)) return { ok: false, status: 403 };
    return { ok: true, path: realFile, body: await readFile(realFile) };
  } catch {
    return { ok: false, status: 404 };
  }
}

/** Registers the handler; call after app 'ready' (the scheme itself is registered as privileged before it). */
export function registerAppProtocol(protocol: Protocol, root: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    if (request.method !== 'GET') return new Response(null, { status: 405 });
    const file = await readGuardedFile(root, resolveAppUrl(root, request.url));
    if (!file.ok) return new Response(null, { status: file.status });
    return new Response(new Uint8Array(file.body), { status: 200, headers: securityHeaders(file.path) });
  });
}

/** Must run before app 'ready': a standard, secure scheme so the page gets an origin, fetch and storage. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
} as const;
