// What went wrong talking to the room, in words a trainer or IT can act on. Never includes a password.

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
  readonly message: string;
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
  constructor(problem: RoomProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

export function describeRoomError(error: unknown, where = 'the training room'): RoomFault {
  if (error instanceof RoomError) return { problem: error.problem, message: error.message };
  const e = (error ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const text = typeof e.message === 'string' ? e.message : String(error);
  if (NETWORK.has(code) || /timeout|Connection terminated|connection error|connect ETIMEDOUT/i.test(text)) {
    return {
      problem: 'unreachable',
      message: `Cannot reach ${where}: the server did not answer (${code || 'no answer'}). Check the host name and port, the network cable or Wi-Fi, and that PostgreSQL is running.`,
    };
  }
  if (/does not support SSL/i.test(text)) {
    return {
      problem: 'tls-required',
      message: `${where} does not accept an encrypted (TLS) connection; turn TLS off for it, or ask IT to enable it on the server.`,
    };
  }
  // The server shut down or restarted (57P01-57P03), or the connection broke (class 08).
  if (/^57P0[123]$/.test(code) || /^08/.test(code)) {
    return {
      problem: 'unreachable',
      message: `${where} stopped answering: its server shut down or restarted, or the connection broke (${code}). What is not yet in the room waits on this PC and goes when the server is back.`,
    };
  }
  switch (code) {
    case '28P01':
      return {
        problem: 'wrong-password',
        message: `${where} refused the password for this role: check the role and the password IT gave you.`,
      };
    case '28000':
      if (/no encryption|SSL off|hostssl/i.test(text)) {
        return {
          problem: 'tls-required',
          message: `${where} requires an encrypted (TLS) connection: turn on "Require TLS" for the room.`,
        };
      }
      if (/not permitted to log in/i.test(text)) {
        return {
          problem: 'no-login',
          message: `${where} no longer lets this role log in (it was revoked): ask IT to run the room's init again.`,
        };
      }
      return {
        problem: 'no-login',
        message: `${where} does not let this computer or role connect (pg_hba.conf): ask IT.`,
      };
    case '3D000':
      return {
        problem: 'no-database',
        message: `${where} has no database of that name: check the database name (or IT has dropped it).`,
      };
    case '42P01':
    case '3F000':
      return {
        problem: 'not-a-room',
        message: `That database is not a training room: IT must prepare it with "npm run room -- init".`,
      };
    case '42501':
      return {
        problem: 'no-right',
        message: `${where} refused: this role has not the right to do that (${text}).`,
      };
  }
  if (/^2[23]/.test(code)) return { problem: 'refused-row', message: `${where} refused a record: ${text}` };
  return { problem: 'other', message: `${where} answered with an error: ${text}` };
}
