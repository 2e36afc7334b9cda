// One module decides what the window may do: load only the app's own pages, never navigate away, never open a window,
// never grant a permission, never attach a webview. main.ts applies it to every web contents as it is created.
import type { Session, WebContents } from 'electron';
import { APP_ORIGIN } from './protocol.ts';

/** True only for a page of the app itself (app://trainer/…); null, other schemes and other hosts are not. */
export function isAppUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // The URL as sent must be the URL as parsed, byte for byte: the parser forgives stray spaces and control
  // characters ("app://trainer/index.html " parses to the app's page), the check must not.
  return (
    parsed.href === url &&
    `${parsed.protocol}//${parsed.host}` === APP_ORIGIN &&
    parsed.username === '' &&
    parsed.password === '' &&
    url.startsWith(`${APP_ORIGIN}/`)
  );
}

/** Denies navigation, new windows and webviews for one web contents. */
export function hardenContents(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  log: (message: string) => void = (m) => console.warn(m),
): void {
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    log(`security: navigation to ${url} denied`);
  });
  contents.on('will-redirect', (event, url) => {
    event.preventDefault();
    log(`security: redirect to ${url} denied`);
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('security: webview denied');
  });
  contents.setWindowOpenHandler(({ url }) => {
    log(`security: new window for ${url} denied`);
    return { action: 'deny' };
  });
}

/** Denies every permission request and check (camera, notifications, geolocation, …). */
export function hardenSession(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
