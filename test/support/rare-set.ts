// The rare-constraint drill set of issue 9: ten sections of 500 third-card items, each asking for a coup met about
// once in 1,300-1,600 (Player two-card 0, Banker two-card 6, Player's third card a 6). Valid, but it takes seconds
// to deal: it must never freeze the main process.
export const RARE_SET = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'Rare: Banker 6 against a Player 6',
  description: 'Tasmania 11: the Banker on 6 draws when the Player’s third card is a 6 or 7.',
  profile: 'tasmania',
  sections: Array.from({ length: 10 }, () => ({
    kind: 'third-card',
    count: 500,
    difficulty: 'standard',
    constraints: { playerPoint: 0, bankerPoint: 6, playerThirdValue: 6 },
    timeLimitMs: null,
  })),
  passMarks: { overall: 0.5, perSkill: {} },
  mode: 'practice',
  redLineFailsAssessment: false,
} as const;
