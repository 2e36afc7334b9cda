// Canonical JSON: object keys sorted by code unit, no whitespace, numbers and strings as JSON.stringify writes them.
// The same value always gives the same bytes, so a signature over them survives a reformat of the file but not a
// change to any field.
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error(`cannot sign the number ${value}`);
    if (value === undefined) throw new Error('cannot sign undefined');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
