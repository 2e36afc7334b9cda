// What the store benches stand on: an app folder whose library holds one practice set of one-step items (`bench`),
// and the real backend over a data folder, every sender trusted, no dialogs, nothing logged.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBackend, type Backend, type BackendOptions } from '../../electron/backend.ts';
import type { DrillSet } from '../../core/drills/spec.ts';

const NO_DIALOGS: BackendOptions['dialogs'] = {
  openFile: async () => null,
  saveFile: async () => null,
  chooseFolder: async () => null,
};

/** Writes the `bench` practice set (Tasmania's table) of these sections into `appRoot`'s library. */
export function writeBenchSet(
  appRoot: string,
  set: Pick<DrillSet, 'title' | 'description' | 'sections'>,
): void {
  mkdirSync(join(appRoot, 'assets', 'drill-sets'), { recursive: true });
  writeFileSync(
    join(appRoot, 'assets', 'drill-sets', 'bench.json'),
    JSON.stringify({
      format: 'baccarat-drill-set',
      version: 1,
      ...set,
      profile: 'tasmania',
      passMarks: { overall: 0.5, perSkill: {} },
      mode: 'practice',
      redLineFailsAssessment: false,
    }),
  );
}

/** The backend over `dataDir` with the app at `appRoot`, set up already (no first-run questions). */
export function benchBackend(dataDir: string, appRoot: string, dialogs = NO_DIALOGS): Backend {
  return createBackend({
    dataDir,
    appRoot,
    dialogs,
    isTrustedSender: () => true,
    version: 'bench',
    log: () => {},
    assumeSetUp: true,
  });
}
