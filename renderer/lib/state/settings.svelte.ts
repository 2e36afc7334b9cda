// The trainee's settings as main stores them, and what follows from them: reduced motion and the deal's timing.
import { prefersReducedMotion } from 'svelte/motion';
import { DEFAULT_SETTINGS } from '../../../contract/defaults.ts';
import type { Settings } from '../../../contract/index.ts';
import { dealTiming } from '../motion.ts';
import { configureSound } from '../sound.ts';
import type { Get } from './caller.ts';
import { m } from '../../../i18n/paraglide/messages.js';

export class SettingsState {
  value = $state.raw<Settings>(DEFAULT_SETTINGS);
  readonly reducedMotion = $derived(
    this.value.reducedMotion === 'on' ||
      (this.value.reducedMotion === 'system' && prefersReducedMotion.current),
  );
  readonly timing = $derived(dealTiming(this.value.speed, this.reducedMotion));
  readonly #get: Get;

  constructor(get: Get) {
    this.#get = get;
  }

  apply(s: Settings): void {
    this.value = s;
    configureSound(s.sound, s.volume);
  }

  async load(): Promise<void> {
    const s = await this.#get(m.ui_do_read_settings(), (t) => t.settings.get());
    if (s) this.apply(s);
  }

  async save(change: Partial<Settings>): Promise<void> {
    const saved = await this.#get(m.ui_do_save_settings(), (t) => t.settings.set(change));
    if (saved) this.apply(saved);
  }
}
