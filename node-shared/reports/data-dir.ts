// Where the app keeps its user data when run by Electron (app.getPath('userData')): the command line's verify looks
// there for this installation's public key and the registered keys. TRAINER_DATA_DIR overrides it, as in the app.
import { homedir } from 'node:os';
import { join } from 'node:path';

export const PRODUCT_NAME = 'Baccarat Dealer Trainer';

export function defaultUserDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): string {
  const override = env['TRAINER_DATA_DIR'];
  if (override && override.trim() !== '') return override;
  if (platform === 'win32')
    return join(env['APPDATA'] ?? join(homedir(), 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME);
  return join(env['XDG_CONFIG_HOME'] ?? join(homedir(), '.config'), PRODUCT_NAME);
}
