// Minimal, strict flag parsing for the engine's command line: --name value and boolean --flags.
// Unknown flags are errors, so a typo never silently changes what is computed.
import { failure } from '../core/i18n/failure.ts';
import { ref } from '../core/i18n/say.ts';
import type { Named, Result } from '../core/result.ts';

export interface FlagSpec {
  readonly [name: string]: 'string' | 'boolean';
}

export type ParsedFlags = Named<'flags', Record<string, string | boolean>>;

export function parseFlags(argv: readonly string[], spec: FlagSpec): ParsedFlags {
  const flags: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) return failure(ref('cli24_unexpected_argument', { arg }));
    const [rawName, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const type = spec[rawName];
    if (type === undefined) {
      const options = Object.keys(spec)
        .map((k) => `--${k}`)
        .join(', ');
      return failure(ref('cli24_unknown_option', { name: rawName, options }));
    }
    if (type === 'boolean') {
      flags[rawName] = true;
      continue;
    }
    // "--profile --cards ..." is a missing value, not a profile called "--cards" (use --name=value for such a value).
    const next = argv[i + 1];
    const value = inline ?? (next === undefined || next.startsWith('--') ? undefined : argv[++i]);
    if (value === undefined) return failure(ref('cli24_needs_value', { name: rawName }));
    flags[rawName] = value;
  }
  return { ok: true, flags };
}

/** Reads a whole-number option within bounds; the error names the option. */
export function intFlag(
  flags: Record<string, string | boolean>,
  name: string,
  bounds: { min: number; max: number; fallback?: number },
): Result<number> {
  const raw = flags[name];
  if (raw === undefined) {
    if (bounds.fallback !== undefined) return { ok: true, value: bounds.fallback };
    return failure(ref('cli24_flag_required', { name }));
  }
  const value = Number(raw);
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw) || value < bounds.min || value > bounds.max) {
    const { min, max } = bounds;
    return failure(ref('cli24_whole_number', { name, min, max, value: String(raw) }));
  }
  return { ok: true, value };
}
