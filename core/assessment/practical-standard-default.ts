// The practical standard a new installation starts from, written from how dealer schools assess at the table
// (docs: /work/shared/DEALING.md) and the Tasmanian Baccarat Rules (cited by section). A C means "retake this area";
// the school edits the criteria, the pass rule and the red lines in trainer mode.
import type { PracticalStandard, StandardArea } from './practical-standard.ts';

const RETAKE_C: StandardArea['outcomes'] = { A: 'pass', B: 'pass', C: 'retake', fail: 'fail' };

export const DEFAULT_STANDARD: PracticalStandard = {
  title: 'Mini-baccarat dealer: practical table test',
  areas: [
    {
      name: 'Shuffle and cut',
      criteria: {
        A: 'Cards checked and spread by suit (Tasmania 4.2), shuffled face down without showing a card (5.1); cut offered in order (5.3, 5.5) and taken at least ten cards from either end; marker card between the 7th and 8th cards from the back (5.4); smooth and unprompted.',
        B: 'Every step right and in order, with hesitation or one prompt from the assessor.',
        C: 'Every step done, but a step needed correcting (cut offered out of order, marker placed twice) or the cards were handled untidily.',
        fail: 'A step missed or wrong and not corrected: cards not checked, cut under ten cards accepted, marker misplaced, a card shown while shuffling.',
      },
      outcomes: RETAKE_C,
    },
    {
      name: 'Pace of the deal',
      criteria: {
        A: 'A steady house pace through the shoe: "No more bets" called, four cards dealt Player, Banker, Player, Banker (9.2), third cards drawn without pause (11), settled and cleared with no waiting.',
        B: 'Steady pace with the odd pause to think that the players would barely notice.',
        C: 'Noticeably slow or rushed at times (pauses on Banker 3 to 6 draws, settlement hurried into mistakes), but the game stayed correct.',
        fail: 'So slow the game stalls, or so rushed that order or accuracy suffers.',
      },
      outcomes: RETAKE_C,
    },
    {
      name: 'Calls',
      criteria: {
        A: 'Every hand called in the house form and order (10.1, 10.2): Player first, then Banker, each draw announced, the result with its points ("Banker wins, seven over five"); neutral words, clear voice.',
        B: 'Every call right, with an occasional slip of wording or order corrected at once.',
        C: 'Calls right in substance but wording or order inconsistent, or a call missed and made late.',
        fail: 'A wrong point, a wrong draw or a wrong result called.',
      },
      outcomes: RETAKE_C,
    },
    {
      name: 'Settlement',
      criteria: {
        A: 'Losing bets taken before winners are paid, in the house order; every payment right at the house odds (12.1 to 12.4, side bets by their section), commission right; ties push Player and Banker (6.8).',
        B: 'Every payment right, with an order slip or a recount.',
        C: 'Payments right in the end, but one needed the assessor to point it out before it was corrected.',
        fail: 'A payment wrong and left wrong, or a winning bet taken or a losing bet paid.',
      },
      outcomes: RETAKE_C,
    },
    {
      name: 'Chip handling',
      criteria: {
        A: 'Stacks of 20, payments cut and spread so the camera and the player can count them, in the house colours; colour-ups announced and the supervisor signalled before the exchange.',
        B: 'Correct and countable, a little slow or untidy in cutting or stacking.',
        C: 'Payments right but not spread to be counted, or mixed colours against the house preference.',
        fail: 'Chips miscounted and left wrong, or a colour-up or change made without announcing it.',
      },
      outcomes: RETAKE_C,
    },
    {
      name: 'Game protection',
      criteria: {
        A: 'Hands cleared on entering and leaving and after touching chips; bets watched (late bets refused after the first card, 6.3; no cash on the layout, 6.1); an irregularity stopped and the Inspector called (14); cards never returned to the shoe (14.2).',
        B: 'Protection sound, with a lapse of clearing hands or of watching the layout that did not matter.',
        C: 'Several lapses that could have been exploited (a late bet nearly accepted, hands not cleared).',
        fail: 'A late bet accepted, an irregularity improvised instead of following 14, or the layout left unprotected.',
      },
      outcomes: RETAKE_C,
    },
  ],
  redLines: [
    {
      id: 'exposed-card',
      label: 'Exposed a card while shuffling or dealing',
      fails: 'practical',
      rule: 'Tasmania 5.1',
    },
    {
      id: 'paid-before-taking',
      label: 'Paid winners before taking the losing bets',
      fails: 'area',
      area: 'Settlement',
    },
    { id: 'paid-losing-bet', label: 'Paid a losing bet', fails: 'practical', rule: 'Tasmania 12' },
    { id: 'took-winning-bet', label: 'Took a winning bet', fails: 'practical', rule: 'Tasmania 12' },
    {
      id: 'drawing-error',
      label: 'Drew or stood against the table of play',
      fails: 'practical',
      rule: 'Tasmania 11',
    },
    { id: 'chips-unattended', label: 'Left the chips or the float unattended', fails: 'practical' },
    {
      id: 'late-bet',
      label: 'Accepted a bet after the first card',
      fails: 'area',
      area: 'Game protection',
      rule: 'Tasmania 6.3',
    },
    {
      id: 'card-returned',
      label: 'Returned a drawn card to the shoe',
      fails: 'practical',
      rule: 'Tasmania 14.2',
    },
    {
      id: 'cut-short',
      label: 'Accepted a cut under ten cards from an end',
      fails: 'area',
      area: 'Shuffle and cut',
      rule: 'Tasmania 5.3',
    },
  ],
};
