// Keyboard routing helpers shared by the drill inputs.

/** Keys typed into a text field, or with Ctrl/Alt/Meta held, are not drill keys. */
export function isDrillKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return false;
  const t = event.target as HTMLElement | null;
  const tag = t?.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t?.isContentEditable) return false;
  // Enter or Space on a focused fold (the table notice's House conventions) opens or closes it: it is not "the table
  // is settled" or "go on".
  if (tag === 'SUMMARY' && isContinue(event.key)) return false;
  return true;
}

/** Enter or Space: "go on" (continue after feedback, press a focused button). */
export function isContinue(key: string): boolean {
  return key === 'Enter' || key === ' ';
}

/**
 * An event's time on the performance.now() clock, the clock the response time is measured on. Chromium stamps events
 * on it; a stamp from another clock (an epoch time, or none) is replaced by the time it is handled.
 */
export function eventTime(e: Event): number {
  const now = performance.now();
  return e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
}
