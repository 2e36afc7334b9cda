// A stand-in 'electron' module for booting the PACKAGED main process under plain Node 24 (the real binary cannot be
// downloaded here). It plays the app's start-up, then asks the main process for its page and its drill library
// exactly as the window would, prints one JSON report line and exits.
const handlers = new Map();
let protocolHandler = null;
const report = { privileged: null, sandbox: false, loadURL: null, webPreferences: null };

class Emitter {
  constructor() {
    this.listeners = new Map();
  }
  on(event, fn) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  once(event, fn) {
    return this.on(event, fn);
  }
}

export const app = Object.assign(new Emitter(), {
  getPath: () => process.env.TRAINER_DATA_DIR,
  setPath: () => {},
  getVersion: () => '0.1.0',
  enableSandbox: () => (report.sandbox = true),
  requestSingleInstanceLock: () => true,
  quit: () => {},
  whenReady: () => Promise.resolve(),
});

export class BrowserWindow extends Emitter {
  constructor(options) {
    super();
    report.webPreferences = options.webPreferences;
  }
  async loadURL(url) {
    report.loadURL = url;
    setImmediate(finish);
  }
  maximize() {}
  // Kiosk mode for assessments (electron/kiosk.ts) asks the window at once: a fresh app has no attempt, so it stays off.
  setKiosk(flag) {
    report.kiosk = flag;
  }
  isDestroyed() {
    return false;
  }
}

export const ipcMain = { handle: (channel, fn) => handlers.set(channel, fn) };
export const protocol = {
  registerSchemesAsPrivileged: (schemes) => (report.privileged = schemes),
  handle: (_scheme, fn) => (protocolHandler = fn),
};
export const session = {
  defaultSession: { setPermissionRequestHandler() {}, setPermissionCheckHandler() {} },
};
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };
export const dialog = {};
// No keyring, as on a bare Linux: the training room's password would stay in memory.
export const safeStorage = {
  isEncryptionAvailable: () => false,
  getSelectedStorageBackend: () => 'basic_text',
};
export default { app, BrowserWindow, ipcMain, protocol, session, screen, dialog, safeStorage };

/**
 * Shaping in the packaged app (issue 20): the report's fonts module, loaded from the packaged tree beside main, loads
 * harfbuzzjs and its WebAssembly from the package and shapes a right-to-left name as the certificate PDF does. The
 * .wasm files read are recorded, to show where HarfBuzz came from.
 */
async function packagedShaping() {
  const fs = (await import('node:fs')).default;
  const read = fs.readFileSync;
  const wasm = [];
  fs.readFileSync = function (file, ...rest) {
    if (String(file).endsWith('.wasm')) wasm.push(String(file));
    return read.call(this, file, ...rest);
  };
  try {
    const { pathToFileURL } = await import('node:url');
    const fonts = await import(new URL('./reports/fonts.js', pathToFileURL(process.argv[1])).href);
    await fonts.loadShaping();
    const bytes = fonts.reportFontBytes('regular');
    const font = fonts.reportFontkit.create(bytes);
    const arabic = 'سلام';
    const hebrew = 'דָּנָה';
    return {
      wasm,
      shaped: font.layout(arabic).glyphs.map((g) => g.id),
      perCharacter: [...arabic].map((ch) => font.glyphForCodePoint(ch.codePointAt(0)).id),
      marks: (fonts.placementsOf(bytes, hebrew) ?? []).map((p) => [p.dx, p.dy]),
    };
  } catch (error) {
    return { error: String(error?.stack ?? error) };
  } finally {
    fs.readFileSync = read;
  }
}

async function finish() {
  const index = await protocolHandler(new Request(report.loadURL));
  const html = await index.text();
  const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  const js = script ? await protocolHandler(new Request(`app://trainer/${script}`)) : null;
  const hostile = await protocolHandler(new Request('app://trainer/%2e%2e/package.json'));
  const sender = { senderFrame: { url: 'app://trainer/index.html' } };
  // A fresh installation answers only its setup (issue 21): the library is refused until the trainer's passcode is set.
  const beforeSetup = await handlers.get('drillSets.list')(sender, undefined);
  const setUp = await handlers.get('trainer.setPasscode')(sender, { passcode: 'packaged-app-passcode-1' });
  const sets = await handlers.get('drillSets.list')(sender, undefined);
  const status = await handlers.get('storage.status')(sender, undefined);
  const refused = await handlers.get('trainees.list')(
    { senderFrame: { url: 'https://evil.example/' } },
    undefined,
  );
  const shaping = await packagedShaping();
  const out = {
    ...report,
    shaping,
    channels: [...handlers.keys()].sort(),
    index: {
      status: index.status,
      csp: index.headers.get('content-security-policy'),
      hasApp: html.includes('id="app"'),
    },
    script: js && { status: js.status, type: js.headers.get('content-type') },
    hostile: hostile.status,
    beforeSetup: beforeSetup.ok ? 'not refused' : beforeSetup.error,
    setUp: setUp.ok ? true : setUp.error,
    drillSets: sets.ok ? sets.value.length : sets.error,
    storage: status.ok ? status.value : status.error,
    refused: refused.ok ? 'not refused' : refused.error,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
  process.exit(0);
}
