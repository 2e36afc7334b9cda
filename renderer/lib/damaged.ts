// A damaged stored row (electron/storage/damage.ts) in words: what it is, and what removing it takes away.
import type { DamagedItem } from '../../contract/index.ts';

const WHAT: Record<DamagedItem['kind'], string> = {
  'drill-set': 'Drill set',
  profile: 'Table profile',
  setting: 'Setting',
  session: 'Session',
};

/** A damaged row the screen can remove (storage.removeDamaged); a session is closed instead, keeping its answers. */
export type RemovableItem = DamagedItem & { readonly kind: Exclude<DamagedItem['kind'], 'session'> };

export function isRemovable(item: DamagedItem): item is RemovableItem {
  return item.kind !== 'session';
}

/** "Drill set “Mine”". */
export function damagedInWords(item: DamagedItem): string {
  return `${WHAT[item.kind]} “${item.name}”`;
}

/** The confirmation: exactly what is removed, and what is not. */
export function removalInWords(item: RemovableItem): string {
  const what = `the damaged ${WHAT[item.kind].toLowerCase()} “${item.name}”`;
  switch (item.kind) {
    case 'drill-set':
      return `Remove ${what} for good? Sessions already practised on it keep their answers; import the set again to practise it.`;
    case 'profile':
      return `Remove ${what} for good? Sessions already practised on it keep their answers; a set that uses it needs it saved again.`;
    case 'setting':
      return `Remove ${what}? The default is used instead; nothing else changes.`;
  }
}
