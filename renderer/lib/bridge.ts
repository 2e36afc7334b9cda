// The one way the renderer reaches the main process: window.trainer (the preload bridge), with every failure
// turned into a Result the screen shows. A rejected promise or a missing bridge is a failure too, never a throw.
import type { Result, TrainerApi } from '../../contract/index.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { isMessageRef } from '../../core/i18n/say.ts';
import { shown } from './phrase.ts';

export type { Result };

export function trainer(): TrainerApi | null {
  const t = (globalThis as { trainer?: TrainerApi }).trainer;
  return t ?? null;
}

export async function call<T>(run: (api: TrainerApi) => Promise<Result<T>>): Promise<Result<T>> {
  const api = trainer();
  if (api === null) {
    return { ok: false, error: m.ui_bridge_missing() };
  }
  try {
    const result = await run(api);
    if (result === null || typeof result !== 'object' || typeof result.ok !== 'boolean') {
      return { ok: false, error: m.ui_bridge_unreadable() };
    }
    // A failure written as a message is shown in the reader's language; its English stays for the rest.
    if (!result.ok && isMessageRef(result.phrase)) {
      try {
        return { ok: false, error: shown(result.phrase) };
      } catch {
        return { ok: false, error: result.error };
      }
    }
    return result;
  } catch (e) {
    return { ok: false, error: m.ui_bridge_no_answer({ error: e instanceof Error ? e.message : String(e) }) };
  }
}
