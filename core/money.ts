// Money is integer cents everywhere; this is the one place it becomes text ("$1,000.00", "-$25.00").

/** 3325 -> "$33.25", -2500 -> "-$25.00", 100000 -> "$1,000.00". Throws on a fraction of a cent (a bug upstream). */
export function formatCents(cents: number, symbol = '$'): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`formatCents: ${cents} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}${symbol}${whole}.${fraction}`;
}
