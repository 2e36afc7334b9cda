/** The three window sizes the app is made for (width, height), smallest first: every screen is looked at in each. */
export const WINDOW_SIZES = [
  [900, 600],
  [1280, 800],
  [1920, 1080],
] as const;
