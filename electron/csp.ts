// The renderer's Content Security Policy, sent with every page the app serves (and by the e2e harness's server).
// style-src-attr 'unsafe-inline': Svelte builds its templates from HTML strings, so a static style="" attribute in
// markup is an inline style; <style> elements and style sheets stay 'self' only. Transitions use the Web Animations
// API, which CSP does not restrict. Howler plays from blob: and data: URLs.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
};

export function contentType(path: string): string {
  const dot = path.lastIndexOf('.');
  return (dot >= 0 ? TYPES[path.slice(dot).toLowerCase()] : undefined) ?? 'application/octet-stream';
}

/** Headers for every file the app serves. */
export function securityHeaders(path: string): Record<string, string> {
  return {
    'content-type': contentType(path),
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}
