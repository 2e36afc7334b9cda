// The practice channels and the drill sets they are dealt from (contract/sessions.ts: drillSets.*, sessions.*),
// spread into features/index.ts's table.
import type { Handler } from '../../ipc/registry.ts';
import type { Channel } from '../../../contract/index.ts';
import type { ServiceContext } from '../context.ts';
import { exportDrillSetFile, getDrillSet, importDrillSetFile, listDrillSets } from './drill-sets.ts';
import {
  answerStep,
  showStep,
  closeSession,
  resumeSession,
  sessionSummary,
  startDrillSession,
  unfinishedSessions,
} from './sessions.ts';

type SessionsChannel = Extract<Channel, `${'drillSets' | 'sessions'}.${string}`>;

export function sessionsHandlers(ctx: ServiceContext): { readonly [C in SessionsChannel]: Handler<C> } {
  return {
    'drillSets.list': () => listDrillSets(ctx),
    'drillSets.get': (r) => getDrillSet(ctx, r),
    'drillSets.importFile': (r) => importDrillSetFile(ctx, r),
    'drillSets.exportFile': (r) => exportDrillSetFile(ctx, r),
    'sessions.start': (r) => startDrillSession(ctx, r),
    'sessions.answer': (r) => answerStep(ctx, r),
    'sessions.shown': (r) => showStep(ctx, r),
    'sessions.unfinished': (r) => unfinishedSessions(ctx, r),
    'sessions.resume': (r) => resumeSession(ctx, r),
    'sessions.close': (r) => closeSession(ctx, r),
    'sessions.summary': (r) => sessionSummary(ctx, r),
    'sessions.dealing': () => ({ ok: true, value: ctx.dealer.progress() }),
  };
}
