// Each reference picture is compared with a tolerance of its own, taken from the run-to-run noise measured for that
// screen (`node scripts/measure-screen-noise.ts`, which writes screen-noise.json): a few times the worst difference
// seen between runs of the same build, and never less than a floor that still catches a moved control. A screen
// without a measurement fails, so a new reference is measured before it is compared, never given a tolerance by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface NoiseFile {
  /** How many runs of the screen tests the measurement took. */
  readonly runs: number;
  /** Per reference picture (its file name without .png): the largest share of pixels that differed in any run. */
  readonly worst: Readonly<Record<string, number>>;
}

/** Headroom over the worst difference seen, for runs the measurement did not see. */
export const NOISE_FACTOR = 3;
/**
 * The least tolerance: 0.2% of the pixels. A control moved by a few pixels, or a line of text changed, differs in
 * more than that at every window size (a 900×600 option button alone is about 0.4% of the window).
 */
export const FLOOR = 0.002;

let noise: NoiseFile | undefined;

/** The maxDiffPixelRatio for one reference picture; 0 while the noise itself is being measured. */
export function tolerance(reference: string): number {
  if (process.env['SCREEN_NOISE_PROBE'] === '1') return 0;
  noise ??= JSON.parse(readFileSync(join(import.meta.dirname, 'screen-noise.json'), 'utf8')) as NoiseFile;
  const worst = noise.worst[reference];
  if (worst === undefined)
    throw new Error(
      `no measured noise for the reference ${reference}: run node scripts/measure-screen-noise.ts to measure it`,
    );
  return Math.max(FLOOR, NOISE_FACTOR * worst);
}
