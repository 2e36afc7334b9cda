// Scenes and profiles for the component tests.
import type { TableScene } from '../../core/drills/types.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';

export function profile(id: string): TableProfile {
  const p = builtInProfile(id);
  if (!p) throw new Error(`no built-in profile ${id}`);
  return p;
}

export function scene(over: Partial<TableScene> = {}): TableScene {
  return {
    profileId: 'tasmania',
    seats: 7,
    player: [
      { card: '9h', faceUp: true },
      { card: 'Kc', faceUp: true },
    ],
    banker: [
      { card: '3d', faceUp: true },
      { card: '2s', faceUp: true },
    ],
    shoeMouth: null,
    bets: [],
    commissionBox: {},
    situation: null,
    ...over,
  };
}
