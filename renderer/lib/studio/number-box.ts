// The studio's number boxes: what the trainer typed as a number, or null while the box is empty or holds no number
// (main's check then says what is missing).
export function numberIn(event: Event): number | null {
  const v = (event.currentTarget as HTMLInputElement).valueAsNumber;
  return Number.isNaN(v) ? null : v;
}
