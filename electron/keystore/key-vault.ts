// Where DK lives while trainer mode is open: in memory only, beside the trainer session (keyed by its gate, so every
// context that shares a gate shares it). It is handed out only while the session is open, and wiped the first time
// it is asked for after the session ended (locked, idle, or an assessment started).
import type { TrainerGate } from '../../node-shared/passcode/trainer-gate.ts';

const held = new WeakMap<TrainerGate, Buffer>();

export function holdDataKey(gate: TrainerGate, dk: Buffer): void {
  const before = held.get(gate);
  if (before && before !== dk) before.fill(0);
  held.set(gate, dk);
}

export function dropDataKey(gate: TrainerGate): void {
  held.get(gate)?.fill(0);
  held.delete(gate);
}

/** DK while the trainer session is open; null (and wiped) otherwise. */
export function heldDataKey(gate: TrainerGate): Buffer | null {
  const dk = held.get(gate);
  if (!dk) return null;
  if (!gate.isOpen) {
    dropDataKey(gate);
    return null;
  }
  return dk;
}
