// How long a step's cards may take to be dealt on screen before its clock starts anyway: the deal animation is not
// the trainee's time, and a screen that never says the cards are shown cannot stop the clock. Used by an
// assessment's clock (attempt-clock.ts) and a practice step's hard limit (practice-step-clock.ts).
export const MAX_DEAL_MS = 4000;
