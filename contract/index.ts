// The one IPC contract, shared by main (the registry), the preload (generated from it: scripts/make-preload.ts) and
// the renderer. Every channel is one entry in its area's file (app.ts, sessions.ts, assessment.ts...): its request
// schema, its response schema and who may call it (access.ts). Everything else here is derived from those entries:
// the channel names, each channel's request and response types, the API window.trainer exposes.
// Channels are named 'area.method' and reach the renderer as window.trainer.area.method(request). Every call resolves
// to a Result: expected failures are values with a message the screen can show; nothing throws across the bridge.
// The renderer imports only types from here (and DEFAULT_SETTINGS from defaults.ts), so it bundles no schema.
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { ChannelSpec } from './channel.ts';
import type { Result } from '../core/result.ts';
import { appChannels } from './app.ts';
import { sessionChannels } from './sessions.ts';
import { progressChannels } from './progress.ts';
import { traineesChannels } from './trainees.ts';
import { traineePinChannels } from './trainee-pin.ts';
import { profileChannels } from './profiles.ts';
import { studioSetChannels } from './studio-sets.ts';
import { assessmentChannels } from './assessment.ts';
import { practicalChannels } from './practical.ts';
import { recoveryChannels } from './recovery.ts';
import { firstRunChannels } from './first-run.ts';
import { auditChannels } from './audit.ts';
import { roomChannels } from './room.ts';
import { trainerSettingsChannels } from './trainer-settings.ts';
import { languagesChannels } from './languages.ts';

export type { Result };
export type { TableProfile } from '../core/profiles.ts';
export type { DrillKind, Feedback, Prompt, Response } from '../core/drills/types.ts';
export type * from './core-types.ts';
export type * from './response-schemas.ts';
export type * from './app.ts';
export type * from './sessions.ts';
export type * from './trainees.ts';
export type * from './trainee-pin.ts';
export type * from './profiles.ts';
export type * from './studio-sets.ts';
export type * from './assessment.ts';
export type * from './practical.ts';
export type * from './recovery.ts';
export type * from './first-run.ts';
export type * from './audit.ts';
export type * from './room.ts';
export type * from './trainer-settings.ts';
export type * from './events.ts';
export type * from './languages.ts';
export { DEFAULT_SETTINGS } from './defaults.ts';

/** Each area's channels (a test checks that no channel is in two areas). */
export const AREAS = {
  app: appChannels,
  sessions: sessionChannels,
  progress: progressChannels,
  trainees: traineesChannels,
  traineePin: traineePinChannels,
  profiles: profileChannels,
  studioSets: studioSetChannels,
  assessment: assessmentChannels,
  practical: practicalChannels,
  recovery: recoveryChannels,
  firstRun: firstRunChannels,
  audit: auditChannels,
  room: roomChannels,
  trainerSettings: trainerSettingsChannels,
  languages: languagesChannels,
} as const;

/** Every channel of the contract, by name. */
export const CONTRACT = {
  ...appChannels,
  ...sessionChannels,
  ...progressChannels,
  ...traineesChannels,
  ...traineePinChannels,
  ...profileChannels,
  ...studioSetChannels,
  ...assessmentChannels,
  ...practicalChannels,
  ...recoveryChannels,
  ...firstRunChannels,
  ...auditChannels,
  ...roomChannels,
  ...trainerSettingsChannels,
  ...languagesChannels,
} as const satisfies { readonly [channel: string]: ChannelSpec };

type Contract = typeof CONTRACT;
export type Channel = keyof Contract;
/** What the renderer sends (`undefined`: the channel takes no argument). */
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
/** What main answers. */
export type ResponseOf<C extends Channel> = z.output<Contract[C]['response']>;

/** Every channel, at runtime: the registry, the preload generator and the e2e harness build from this list. */
export const CHANNELS = Object.keys(CONTRACT) as Channel[];

/** One column of the contract (every channel's request schema, response schema or access rule). */
function column<K extends keyof ChannelSpec>(key: K): { readonly [C in Channel]: Contract[C][K] } {
  return Object.fromEntries(CHANNELS.map((c) => [c, CONTRACT[c][key]])) as {
    readonly [C in Channel]: Contract[C][K];
  };
}

/** The schema each request must pass before any service sees it (the registry checks it). */
export const requestSchemas = column('request');
/** The schema of each answer: the tests check every real answer against it (checkResponse). */
export const responseSchemas = column('response');
/** Who may call each channel (access.ts says what each rule means); the registry applies it. */
export const ACCESS: { readonly [C in Channel]: Access } = column('access');

// No seed: the app chooses it, and it never reaches the renderer (with it, every key could be computed). The schema
// refuses one, so the derived type allows only `seed?: undefined`.
// A replay of a finished session's mistakes (`replayOf`) deals fresh coups of the same cases.
export type StartSessionRequest = RequestOf<'sessions.start'>;

/** null when the answer has its channel's shape; otherwise what is wrong, naming the field. */
export function checkResponse(channel: string, value: unknown): string | null {
  const schema = (responseSchemas as Record<string, z.ZodType | undefined>)[channel];
  if (!schema) return `${channel} is not a channel of the contract`;
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  return `${channel} answered with a value that is not its response type: ${parsed.error.issues
    .map((i) => `${i.path.join('.') || '(the value)'}: ${i.message}`)
    .join('; ')}`;
}

/** The function the renderer calls for one channel. */
export type TrainerFn<C extends Channel> =
  undefined extends RequestOf<C>
    ? (request?: RequestOf<C>) => Promise<Result<ResponseOf<C>>>
    : (request: RequestOf<C>) => Promise<Result<ResponseOf<C>>>;

type AreaOf<C> = C extends `${infer A}.${string}` ? A : never;
export type Area = AreaOf<Channel>;

/** window.trainer: { app: { info() }, trainees: { list(), create(req) }, ... } derived from the contract. */
export type TrainerApi = {
  readonly [A in Area]: {
    readonly [C in Channel as C extends `${A}.${infer M}` ? M : never]: TrainerFn<C>;
  };
};
