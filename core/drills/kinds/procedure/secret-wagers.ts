// Secret wagers in competition play (Tasmania 16.6): whether a form complies and what it is settled at (16.6.3,
// 16.6.4, 16.6.10), how many are left (16.6.5), and the form's handling (16.6.6-16.6.9, 16.6.11). Answers from
// core/competition.ts, or the clause's statement.
import { BET_LABELS } from '../../../bets.ts';
import {
  judgeSecretWager,
  mayExamineForm,
  secretWagersLeft,
  type CompetitionArea,
  type SecretWagerInput,
} from '../../../competition.ts';
import { tableScene } from '../kind.ts';
import { competitionLimits } from './competition.ts';
import type { AreaTopic } from './topics.ts';
import {
  choiceKey,
  lettered,
  statementStep,
  verdictStep,
  YES_NO,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

function secretWager(t: Tools): Step[] {
  const l = competitionLimits(t);
  const u = l.unit;
  const within = (lo: number, hi: number): number => Math.max(lo, Math.floor(t.rng.between(lo, hi) / u) * u);
  const chipsHeld = within(l.min * 3, l.max * 2);
  const on: CompetitionArea = t.rng.pick(['player', 'banker', 'tie'] as const);
  const fault = t.rng.pick(['none', 'under', 'over', 'chips', 'total', 'form'] as const);
  let input: SecretWagerInput = {
    wager: { on, amount: within(l.min, Math.min(l.max, chipsHeld)) },
    limits: l,
    chipsHeld,
    chipWager: null,
  };
  if (fault === 'none' && t.rng.nextInt(3) === 0) {
    // A chip wager on the same coup that keeps the total within the maximum (16.6.3).
    const chip = within(l.min, Math.floor(l.max / 2));
    const secret = within(l.min, Math.max(l.min, l.max - chip));
    if (chip + secret <= l.max) {
      input = {
        ...input,
        chipsHeld: l.max * 3,
        chipWager: { on: on === 'tie' ? 'banker' : on, amount: chip },
        wager: { on, amount: secret },
      };
    }
  }
  if (fault === 'under') input = { ...input, wager: { on, amount: Math.max(u, l.min - u) } };
  if (fault === 'over')
    input = { ...input, chipsHeld: l.max * 3, wager: { on, amount: l.max + u * t.rng.between(1, 10) } };
  if (fault === 'chips') {
    const held = within(l.min, Math.max(l.min, l.max - u));
    input = { ...input, chipsHeld: held, wager: { on, amount: held + u * t.rng.between(1, 5) } };
  }
  if (fault === 'total') {
    const chip = within(l.min, Math.floor(l.max / 2));
    input = {
      ...input,
      chipsHeld: l.max * 3,
      chipWager: { on: on === 'tie' ? 'banker' : on, amount: chip },
      wager: { on, amount: l.max - chip + u * t.rng.between(1, 10) },
    };
  }
  if (fault === 'form') input = { ...input, wager: { on, amount: null } };
  const v = judgeSecretWager({ ...input, format: t.m });
  const written = input.wager.amount;
  const form =
    written === null
      ? `a secret wager on ${BET_LABELS[on]} with the amount in words and figures left blank`
      : `a secret wager of ${t.m(written)} on ${BET_LABELS[on]}`;
  const chip = input.chipWager
    ? ` The player also has ${t.m(input.chipWager.amount)} in chips on ${BET_LABELS[input.chipWager.on]}.`
    : '';
  const reason = `${v.reason}.`;
  const situation = `Competition play, limits ${t.m(l.min)} to ${t.m(l.max)}. The player in seat ${t.rng.between(1, t.ctx.profile.seats)} holds ${t.m(input.chipsHeld)} in chips and hands the dealer ${form}.${chip}`;
  const scene = tableScene(t.ctx.profile, { situation });
  const case_ = [`secret-${fault}`];
  // The second step is a choice among the same kinds of outcome whatever the form, so it gives nothing away about the
  // first: settled at an amount, no wager with the minimum deducted (16.6.10d), or referred (no amount in the rules).
  // The three kinds of outcome are worded to about the same length, so none stands out (issue 18 N5).
  const settled = (c: number) => `Settled at ${t.m(c)}, collected or paid with the other wagers`;
  const noWager = `No wager stands, and ${t.m(l.min)} is deducted from the player's chips`;
  const referred = 'Referred to the Competition Director: the rules give no amount';
  const correct = v.referToDirector ? referred : v.deemed === null ? noWager : settled(v.deemed);
  const amounts = [written, l.min, l.max, input.chipsHeld, l.max - (input.chipWager?.amount ?? 0)].filter(
    (a): a is number => a !== null && a > 0,
  );
  const o = lettered(t.rng, correct, [referred, noWager, ...amounts.map(settled)]);
  return [
    {
      question: 'Does the secret wager comply with the rules?',
      scene,
      form: { type: 'choice', options: YES_NO },
      // The first step's feedback says only why the form does or does not comply: what follows is the second step.
      key: choiceKey(v.valid ? 'y' : 'n', v.valid ? 'Yes' : 'No', `${v.breach}.`, v.complianceRule, case_, t),
    },
    {
      question: 'The coup is over. What happens to the secret wager?',
      scene,
      form: { type: 'choice', options: o.options },
      key: choiceKey(o.answer, correct, reason, v.rule, case_, t),
    },
  ];
}

function secretCount(t: Tools): Step[] {
  const allowed = t.ctx.profile.competition?.secretWagers || t.rng.between(2, 5);
  const usedCount = t.rng.between(1, allowed);
  const ties = t.rng.between(1, usedCount);
  const used = Array.from({ length: usedCount }, (_v, i) => ({ tie: i < ties }));
  const left = secretWagersLeft(allowed, used);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const o = lettered(
    t.rng,
    String(left),
    [left + ties, left + 1, Math.max(0, left - 1), allowed].map(String),
  );
  return [
    {
      question: `Competition play: the conditions of the competition allow ${allowed} secret wagers a session. The player in seat ${seat} has made ${usedCount} secret wager${usedCount > 1 ? 's' : ''} this session; ${ties === usedCount ? (usedCount > 1 ? 'all were' : 'it was') : ties === 1 ? 'one was' : `${ties} were`} in a coup that resulted in a Tie. How many more secret wagers may the player make?`,
      scene: tableScene(t.ctx.profile, {
        players: [seat],
        situation: 'Competition play: secret wagers (Tasmania 16.6).',
      }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        String(left),
        `A secret wager in a coup that results in a Tie still counts as one of the secret wagers permitted (16.6.5): ${allowed} − ${usedCount} = ${left}.`,
        'Tasmania 16.6.5, 16.6.1',
        ['secret-count-tie'],
        t,
      ),
    },
  ];
}

function secretProcedure(t: Tools): Step[] {
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const scene = tableScene(t.ctx.profile, {
    players: [seat],
    situation: 'Competition play: secret wagers (Tasmania 16.6).',
  });
  const which = t.rng.pick(['hand-over', 'examine', 'announce', 'request', 'final'] as const);
  if (which === 'hand-over') {
    return [
      statementStep(
        t,
        `The player in seat ${seat} completes a secret wager form and hands it to the dealer. What does the dealer do?`,
        scene,
        "Place a marker in the player's position and pass the form to the Table Inspector",
        [
          'Read the wager aloud and place the chips on the layout',
          'Keep the form face down beside the shoe until the coup is over, then hand it to the Table Inspector',
          "Place the amount in chips on the player's area",
          'Hand the form back to the player to keep until the result',
        ],
        "When an approved form is completed, the dealer places a marker in the player's position and passes the form to the Table Inspector, who records the details of the wager.",
        'Tasmania 16.6.6',
        'secret-hand-over',
      ),
    ];
  }
  if (which === 'examine') {
    return [
      statementStep(
        t,
        'A secret wager form has been handed in for the next coup. Before the coup begins, who examines it to ensure it has been completed in accordance with the rules?',
        scene,
        'The Table Inspector',
        ['The dealer', 'The Competition Director', 'The other players', 'Nobody until the coup is over'],
        'The Table Inspector shall, prior to the commencement of each coup, examine any approved form handed to the dealer for a secret wager on that coup.',
        'Tasmania 16.6.7',
        'secret-examine',
      ),
    ];
  }
  if (which === 'announce') {
    return [
      statementStep(
        t,
        `The coup in which seat ${seat} made a secret wager is over. What happens next?`,
        scene,
        'The Table Inspector announces the type and amount; the dealer collects or pays it with the other wagers',
        [
          'The dealer reads out the form to the table, and the player settles it with the Table Inspector after the session',
          'The player announces the wager and the dealer pays or collects it',
          'The secret wager is settled at the end of the session',
          'The form is kept secret; the Table Inspector adjusts the chips quietly',
        ],
        'At the conclusion of a coup in which a secret wager has been made, the Table Inspector announces the type and amount of the bet and the dealer collects losing wagers and secret wagers and pays winning wagers and secret wagers (subject to 16.6.11).',
        'Tasmania 16.6.8',
        'secret-announce',
      ),
    ];
  }
  if (which === 'request') {
    const cards = t.rng.pick([0, 0, 1, 2, 4] as const);
    const v = mayExamineForm(cards);
    return [
      verdictStep(
        t,
        `The coup in which seat ${seat} made a secret wager is over${cards === 0 ? ' and the next coup has not been dealt' : `, and ${cards === 1 ? 'the first card' : `${cards} cards`} of the next coup ${cards === 1 ? 'has' : 'have'} been dealt`}. Another player asks to examine seat ${seat}'s form. Is that allowed?`,
        scene,
        v,
        cards === 0 ? 'secret-request-in-time' : 'secret-request-late',
      ),
    ];
  }
  return [
    statementStep(
      t,
      'The last coup of the final: every player has made a secret wager. The dealer calls "No more bets". What happens next?',
      scene,
      'The Table Inspector announces every secret wager; each player places that amount on the layout; the dealer deals and passes the cards to the highest wager',
      [
        'The dealer deals face up; the secret wagers are announced after the result',
        'The players reveal their own forms after the cards are dealt',
        'The dealer deals and turns all the cards; the forms are settled afterwards',
        'The Table Inspector announces only the highest secret wager; that player places it on the layout, and the dealer deals and passes all the cards to that player alone',
      ],
      'Where, in the last coup of the final, each player makes a secret wager, after "No more bets" the Table Inspector announces the type and amount of each (16.6.11a), each player places the amount on the layout (16.6.11b), and the dealer deals and passes the cards to the player with the highest wager on Player or Banker (16.6.11c).',
      'Tasmania 16.6.11',
      'secret-final',
    ),
  ];
}

export const SECRET_WAGERS: Record<AreaTopic<'secret-wagers'>, Builder> = {
  'secret-wager': secretWager,
  'secret-count': secretCount,
  'secret-procedure': secretProcedure,
};
