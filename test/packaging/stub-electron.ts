// A stand-in Electron distribution for electron-builder's electronDist: a tiny "executable" that carries the fuse
// sentinel and an Electron 45 fuse wire with the default states, so electron-builder copies it instead of downloading
// Electron, and flips the fuses in it exactly as it would in the real binary.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's defaults: RunAsNode on, cookie encryption off, NODE_OPTIONS on, --inspect on, asar integrity off,
 *  only-from-asar off, browser V8 snapshot off, file:// extra privileges on. '1' = enabled, '0' = disabled. */
export const DEFAULT_WIRE = '10110001';

export function writeStubElectron(dir: string, version: string): void {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const script = Buffer.from(
    '#!/bin/sh\necho "stub Electron: the real binary is not available here" >&2\nexit 1\n',
  );
  const wire = Buffer.concat([
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([1, DEFAULT_WIRE.length]),
    Buffer.from(DEFAULT_WIRE),
  ]);
  writeFileSync(join(dir, 'electron'), Buffer.concat([script, Buffer.alloc(64), wire, Buffer.alloc(64)]));
  chmodSync(join(dir, 'electron'), 0o755);
  writeFileSync(join(dir, 'version'), version);
  writeFileSync(join(dir, 'LICENSE'), 'stub');
}
