// The pseudo-locale's words (issue 24): each English message accented and 40% longer, its parameters ({name}) kept,
// so a screen test run in it shows at once where a word is cut, a box overflows or a text was written in code (it
// stays plain English). The brackets show where each message starts and ends.

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer a pseudo message is than its English: 40%, as translations into longer languages run. */
export const PSEUDO_GROWTH = 0.4;

/** Text outside the placeholders accented; placeholders ({seat}) as they are. */
function accent(text: string): string {
  return text
    .split(/(\{[A-Za-z0-9_]+\})/)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((ch) => ACCENTED[ch] ?? ch).join('')))
    .join('');
}

/** The message in the pseudo-locale: accented, padded to 140% of its visible length, in brackets. An empty message
 *  stays empty (it means "nothing to show"). */
export function pseudoMessage(english: string): string {
  if (english === '') return '';
  const visible = english.replace(/\{[A-Za-z0-9_]+\}/g, '').length;
  const padding = Math.max(1, Math.ceil(visible * PSEUDO_GROWTH) - 2);
  // Padding in words of up to 8 letters, so a line can still break inside it as a translation's would.
  const pad = Array.from({ length: padding }, (_, i) => ((i + 1) % 9 === 0 ? ' ' : '~')).join('');
  return `[${accent(english)} ${pad}]`.replace(/ \]$/, ']');
}
