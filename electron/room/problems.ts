// What went wrong talking to the room, in words a trainer or IT can act on. Never includes a password. The words are a
// message (issue 24): the room screen says them in the trainer's language, the command line in English.
import { english } from '../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

export type RoomProblem =
  | 'unreachable'
  | 'wrong-password'
  | 'no-login'
  | 'no-database'
  | 'not-a-room'
  | 'newer-schema'
  | 'tls-required'
  | 'no-right'
  | 'refused-row'
  | 'other';

export interface RoomFault {
  readonly problem: RoomProblem;
  readonly message: MessageRef;
}

const NETWORK = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'ECONNRESET',
  'EAI_AGAIN',
  'EPIPE',
]);

/** Errors this module raises itself, already in words. */
export class RoomError extends Error {
  readonly problem: RoomProblem;
  readonly phrase: MessageRef;
  constructor(problem: RoomProblem, message: MessageRef) {
    super(english(message));
    this.problem = problem;
    this.phrase = message;
  }
}

const WHERE = { room: ref('main_room_where_room', {}), database: ref('main_room_where_database', {}) };

export function describeRoomError(error: unknown, place: keyof typeof WHERE = 'room'): RoomFault {
  const where = WHERE[place];
  if (error instanceof RoomError) return { problem: error.problem, message: error.phrase };
  const e = (error ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const text = typeof e.message === 'string' ? e.message : String(error);
  if (NETWORK.has(code) || /timeout|Connection terminated|connection error|connect ETIMEDOUT/i.test(text)) {
    return {
      problem: 'unreachable',
      message: ref('main_room_unreachable', { where, code: code || ref('main_room_no_answer', {}) }),
    };
  }
  if (/does not support SSL/i.test(text)) {
    return {
      problem: 'tls-required',
      message: ref('main_room_no_tls', { where }),
    };
  }
  // The server shut down or restarted (57P01-57P03), or the connection broke (class 08).
  if (/^57P0[123]$/.test(code) || /^08/.test(code)) {
    return {
      problem: 'unreachable',
      message: ref('main_room_stopped', { where, code }),
    };
  }
  switch (code) {
    case '28P01':
      return {
        problem: 'wrong-password',
        message: ref('main_room_wrong_password', { where }),
      };
    case '28000':
      if (/no encryption|SSL off|hostssl/i.test(text)) {
        return {
          problem: 'tls-required',
          message: ref('main_room_tls_required', { where }),
        };
      }
      if (/not permitted to log in/i.test(text)) {
        return {
          problem: 'no-login',
          message: ref('main_room_login_revoked', { where }),
        };
      }
      return {
        problem: 'no-login',
        message: ref('main_room_hba', { where }),
      };
    case '3D000':
      return {
        problem: 'no-database',
        message: ref('main_room_no_database', { where }),
      };
    case '42P01':
    case '3F000':
      return {
        problem: 'not-a-room',
        message: ref('main_room_not_a_room', {}),
      };
    case '42501':
      return {
        problem: 'no-right',
        message: ref('main_room_no_right', { where, text }),
      };
  }
  if (/^2[23]/.test(code))
    return { problem: 'refused-row', message: ref('main_room_refused_row', { where, text }) };
  return { problem: 'other', message: ref('main_room_other', { where, text }) };
}
