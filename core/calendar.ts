// Calendar days as the trainer and trainee see them: a due date is the end of that day on this computer.

/** The day `now` falls on in this computer's time zone, YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A YYYY-MM-DD day for the screen ("Thu 12 Mar"), read as that day here (not as UTC midnight). */
export function dayInWords(day: string, locale?: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  return date.toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
