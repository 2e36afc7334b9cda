// A damaged stored row (electron/storage/damage.ts) in words: what it is, and what removing it takes away.
import type { DamagedItem } from '../../contract/index.ts';
import { m } from '../../i18n/paraglide/messages.js';

const WHAT: Record<DamagedItem['kind'], () => string> = {
  'drill-set': m.ui_dmg_drill_set,
  profile: m.ui_dmg_profile,
  setting: m.ui_dmg_setting,
  session: m.ui_dmg_session,
};

/** A damaged row the screen can remove (storage.removeDamaged); a session is closed instead, keeping its answers. */
export type RemovableItem = DamagedItem & { readonly kind: Exclude<DamagedItem['kind'], 'session'> };

export function isRemovable(item: DamagedItem): item is RemovableItem {
  return item.kind !== 'session';
}

/** "Drill set “Mine”". */
export function damagedInWords(item: DamagedItem): string {
  return m.ui_dmg_named({ what: WHAT[item.kind](), name: item.name });
}

/** The confirmation: exactly what is removed, and what is not. */
export function removalInWords(item: RemovableItem): string {
  const name = item.name;
  switch (item.kind) {
    case 'drill-set':
      return m.ui_dmg_remove_set({ name });
    case 'profile':
      return m.ui_dmg_remove_profile({ name });
    case 'setting':
      return m.ui_dmg_remove_setting({ name });
  }
}
