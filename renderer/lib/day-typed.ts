// A day as a reader types it (issue 24, DateField.svelte): year, month and day in that order, parted by "-", "/" or
// "." or written with 年 月 日 ("2026-03-12", "2026/3/12", "2026年3月12日"). Gives YYYY-MM-DD, or null when the text
// is not a day of the calendar (30 February included).
const DAY = /^\s*(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?\s*$/;

export function dayTyped(text: string): string | null {
  const found = DAY.exec(text);
  if (!found) return null;
  const [y, mo, d] = [Number(found[1]), Number(found[2]), Number(found[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
