// The one place handlers are registered, shared by main.ts (ipcMain) and the e2e harness (page.exposeFunction).
// Order for every message: the sender must be the app's own page, the channel must exist, the payload must pass its
// schema, the channel's access rule must allow it; only then does a service see it. Whatever happens, the renderer gets a Result value, never an exception.
import type { IpcMain } from 'electron';
import {
  CHANNELS,
  type Channel,
  type RequestOf,
  type ResponseOf,
  type Result,
  requestSchemas,
} from '../../contract/index.ts';
import { capMessage, describeIssues, echo, payloadProblem } from './payload-guard.ts';
import { StatedError } from './stated-error.ts';
import { requestRefusal } from './request-refusal.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';

export type Handler<C extends Channel> = (
  request: RequestOf<C>,
) => Result<ResponseOf<C>> | Promise<Result<ResponseOf<C>>>;

export type Handlers = { readonly [C in Channel]: Handler<C> };

export interface Registry {
  /** Validates and dispatches one message; senderUrl is the URL of the frame that sent it. */
  invoke(channel: unknown, payload: unknown, senderUrl: string | null): Promise<Result<unknown>>;
}

export interface RegistryOptions {
  readonly isTrustedSender: (url: string | null) => boolean;
  /** Where refused messages and unexpected failures are reported (main's console; a spy in tests). */
  readonly log?: (message: string) => void;
  /**
   * Who may call the channel (each channel's rule from the contract; ipc/access-policy.ts), checked after the
   * schema and before the handler. Without it every well-formed request reaches its handler (registry unit tests).
   */
  readonly access?: (channel: Channel, request: unknown) => Result<true>;
}

export const REFUSED_FAILURE = failure(ref('err_ipc_refused', {}));
export const REFUSED = REFUSED_FAILURE.error;

function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && (CHANNELS as readonly string[]).includes(name);
}

export function createRegistry(handlers: Handlers, options: RegistryOptions): Registry {
  const log = options.log ?? ((message: string) => console.warn(message));
  async function dispatch(
    channel: unknown,
    payload: unknown,
    senderUrl: string | null,
  ): Promise<Result<unknown>> {
    if (!options.isTrustedSender(senderUrl)) {
      log(`ipc: dropped ${echo(channel)} from untrusted sender ${echo(senderUrl, 200)}`);
      return REFUSED_FAILURE;
    }
    if (!isChannel(channel)) return failure(ref('err_ipc_unknown', { channel: echo(channel) }));
    const problem = payloadProblem(payload);
    if (problem) return { ok: false, error: `Invalid request to ${channel}: ${problem}` };
    const parsed = requestSchemas[channel].safeParse(payload);
    if (!parsed.success) {
      const error = `Invalid request to ${channel}: ${describeIssues(parsed.error.issues)}`;
      const phrase = requestRefusal(channel, parsed.error.issues, error);
      return phrase ? { ok: false, error, phrase } : { ok: false, error };
    }
    try {
      const allowed = options.access?.(channel, parsed.data);
      if (allowed && !allowed.ok) return allowed;
      const handler = handlers[channel] as Handler<Channel>;
      return await handler(parsed.data as RequestOf<Channel>);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      log(`ipc: ${channel} failed: ${error instanceof Error ? (error.stack ?? detail) : detail}`);
      if (error instanceof StatedError)
        return error.phrase
          ? { ok: false, error: detail, phrase: error.phrase }
          : { ok: false, error: detail };
      return failure(ref('err_ipc_went_wrong', { channel, detail }));
    }
  }
  return {
    async invoke(channel, payload, senderUrl) {
      const result = await dispatch(channel, payload, senderUrl);
      // Whatever a service echoed back, the message stays short enough to show and to log; a message as data goes
      // with it only when its English was short enough, so what shows is never longer than the English cut.
      if (result.ok) return result;
      const error = capMessage(result.error);
      return result.phrase && error === result.error
        ? { ok: false, error, phrase: result.phrase }
        : { ok: false, error };
    },
  };
}

/**
 * Wires every channel to ipcMain.handle; the sender is identified by the frame that sent the message. `after` runs
 * once each call is answered (the window's kiosk mode follows what the call changed).
 */
export function registerIpc(ipcMain: IpcMain, registry: Registry, after: () => void = () => {}): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, async (event, payload: unknown) => {
      try {
        return await registry.invoke(channel, payload, event.senderFrame?.url ?? null);
      } finally {
        after();
      }
    });
  }
}
