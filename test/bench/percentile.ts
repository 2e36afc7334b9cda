// The p-th percentile of measurements sorted ascending (nearest rank); NaN for an empty list.
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
