// Secret wagers in competition play (Tasmania 16.6): whether a form complies and what it is settled at (16.6.3,
// 16.6.4, 16.6.10), how many are left (16.6.5), and the form's handling (16.6.6-16.6.9, 16.6.11). Answers from
// core/competition.ts, or the clause's statement.
import { betNameRef } from '../../../bet-names.ts';
import { ref, sentences, type MessageRef } from '../../../i18n/say.ts';
import {
  judgeSecretWager,
  mayExamineForm,
  secretWagersLeft,
  type CompetitionArea,
  type SecretWagerInput,
} from '../../../competition.ts';
import { tableScene } from '../kind.ts';
import { competitionLimits } from './competition-table.ts';
import type { AreaTopic } from './topics.ts';
import {
  choiceKey,
  lettered,
  NO,
  statementStep,
  verdictStep,
  YES,
  YES_NO,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

const SECRET_SITUATION = ref('proc_secret_situation_rules', {});

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
      ? ref('proc_secret_form_blank', { bet: betNameRef(on) })
      : ref('proc_secret_form', { amount: t.m(written), bet: betNameRef(on) });
  const chip = input.chipWager
    ? [
        ref('proc_secret_also_chips', {
          amount: t.m(input.chipWager.amount),
          bet: betNameRef(input.chipWager.on),
        }),
      ]
    : [];
  // Why the form complies or not, and what it is settled at, are core/competition.ts's, said as sentences here.
  const reason = ref('proc_comp_full_stop', { text: v.reason });
  const situation = sentences(
    ref('proc_secret_situation', {
      min: t.m(l.min),
      max: t.m(l.max),
      seat: t.rng.between(1, t.ctx.profile.seats),
      held: t.m(input.chipsHeld),
      form,
    }),
    ...chip,
  );
  const scene = tableScene(t.ctx.profile, { situation });
  const case_ = [`secret-${fault}`];
  // The second step is a choice among the same kinds of outcome whatever the form, so it gives nothing away about the
  // first: settled at an amount, no wager with the minimum deducted (16.6.10d), or referred (no amount in the rules).
  // The three kinds of outcome are worded to about the same length, so none stands out (issue 18 N5).
  const settled = (c: number): MessageRef => ref('proc_secret_settled', { amount: t.m(c) });
  const noWager = ref('proc_secret_no_wager', { min: t.m(l.min) });
  const referred = ref('proc_secret_referred', {});
  const correct = v.referToDirector ? referred : v.deemed === null ? noWager : settled(v.deemed);
  const amounts = [written, l.min, l.max, input.chipsHeld, l.max - (input.chipWager?.amount ?? 0)].filter(
    (a): a is number => a !== null && a > 0,
  );
  const o = lettered(t.rng, correct, [referred, noWager, ...amounts.map(settled)]);
  return [
    {
      question: ref('proc_secret_complies_question', {}),
      scene,
      form: { type: 'choice', options: YES_NO },
      // The first step's feedback says only why the form does or does not comply: what follows is the second step.
      key: choiceKey(
        v.valid ? 'y' : 'n',
        v.valid ? YES : NO,
        ref('proc_comp_full_stop', { text: v.breach }),
        v.complianceRule,
        case_,
        t,
      ),
    },
    {
      question: ref('proc_secret_after_question', {}),
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
  const count = (n: number): MessageRef => ref('proc_tools_number', { n: String(n) });
  const o = lettered(t.rng, count(left), [left + ties, left + 1, Math.max(0, left - 1), allowed].map(count));
  const made =
    usedCount > 1
      ? ref('proc_secret_made_many', { n: usedCount })
      : ref('proc_secret_made_one', { n: usedCount });
  const tied =
    ties === usedCount
      ? ref(usedCount > 1 ? 'proc_secret_tied_all' : 'proc_secret_tied_it', {})
      : ties === 1
        ? ref('proc_secret_tied_one', {})
        : ref('proc_secret_tied_some', { n: ties });
  return [
    {
      question: ref('proc_secret_count_question', { allowed, seat, made, tied }),
      scene: tableScene(t.ctx.profile, {
        players: [seat],
        situation: SECRET_SITUATION,
      }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        count(left),
        ref('proc_secret_count_working', { allowed, used: usedCount, left }),
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
    situation: SECRET_SITUATION,
  });
  const which = t.rng.pick(['hand-over', 'examine', 'announce', 'request', 'final'] as const);
  if (which === 'hand-over') {
    return [
      statementStep(
        t,
        ref('proc_secret_hand_over_question', { seat }),
        scene,
        ref('proc_secret_hand_over_correct', {}),
        [
          ref('proc_secret_hand_over_wrong_aloud', {}),
          ref('proc_secret_hand_over_wrong_keep', {}),
          ref('proc_secret_hand_over_wrong_chips', {}),
          ref('proc_secret_hand_over_wrong_back', {}),
        ],
        ref('proc_secret_hand_over_working', {}),
        'Tasmania 16.6.6',
        'secret-hand-over',
      ),
    ];
  }
  if (which === 'examine') {
    return [
      statementStep(
        t,
        ref('proc_secret_examine_question', {}),
        scene,
        ref('proc_secret_examine_correct', {}),
        [
          ref('proc_secret_examine_wrong_dealer', {}),
          ref('proc_secret_examine_wrong_director', {}),
          ref('proc_secret_examine_wrong_players', {}),
          ref('proc_secret_examine_wrong_nobody', {}),
        ],
        ref('proc_secret_examine_working', {}),
        'Tasmania 16.6.7',
        'secret-examine',
      ),
    ];
  }
  if (which === 'announce') {
    return [
      statementStep(
        t,
        ref('proc_secret_announce_question', { seat }),
        scene,
        ref('proc_secret_announce_correct', {}),
        [
          ref('proc_secret_announce_wrong_read_out', {}),
          ref('proc_secret_announce_wrong_player', {}),
          ref('proc_secret_announce_wrong_end', {}),
          ref('proc_secret_announce_wrong_quietly', {}),
        ],
        ref('proc_secret_announce_working', {}),
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
        cards === 0
          ? ref('proc_secret_request_none', { seat })
          : cards === 1
            ? ref('proc_secret_request_first', { seat })
            : ref('proc_secret_request_cards', { seat, cards }),
        scene,
        v,
        cards === 0 ? 'secret-request-in-time' : 'secret-request-late',
      ),
    ];
  }
  return [
    statementStep(
      t,
      ref('proc_secret_final_question', {}),
      scene,
      ref('proc_secret_final_correct', {}),
      [
        ref('proc_secret_final_wrong_face_up', {}),
        ref('proc_secret_final_wrong_reveal', {}),
        ref('proc_secret_final_wrong_turns', {}),
        ref('proc_secret_final_wrong_highest_only', {}),
      ],
      ref('proc_secret_final_working', {}),
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
