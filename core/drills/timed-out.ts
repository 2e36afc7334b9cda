// What is recorded for a step whose time ran out with no answer (an assessment, or a practice set with a hard time
// limit): a well-formed response of the step's form, which the time limit then marks wrong whatever it says.
import type { AnswerForm, Response } from './types.ts';

export function timedOutResponse(form: AnswerForm): Response {
  switch (form.type) {
    case 'points':
      return { type: 'points', player: 0, banker: 0, natural: false };
    case 'draw':
      return { type: 'draw', draw: false };
    case 'result':
      return { type: 'result', winner: 'player' };
    case 'amount':
      return { type: 'amount', amount: 0 };
    case 'choice':
      return { type: 'choice', choice: form.options[0]?.key ?? 'A' };
    case 'settle-table':
      return { type: 'settle-table', actions: [] };
    case 'chips':
      return { type: 'chips', chips: [] };
  }
}
