// What a set, house-profile or assignment editor says about the training room (issue 22), read at open and after a
// save. On a PC in the room with the trainer's role: whether the document is in the room yet, and a save another
// trainer's overtook (document-conflict.ts). On a PC that joined with the station's role, which may not write the
// room's reference data: that edits made here stay on this PC, and where to make them instead. Nothing is refused:
// what a trainer already saved here stays (the choice is to say it plainly, at the editor, before and after a save).
import { english } from '../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../contract/index.ts';
import type { DocumentNote, DocumentNoteRequest } from '../../contract/room.ts';
import { withDb, type ServiceContext } from '../features/context.ts';
import { documentConflict } from './document-conflict.ts';
import { documentSync, localVersion } from './documents.ts';

const WHAT = {
  drill_set: ref('main_docnote_what_drill_sets', {}),
  house_profile: ref('main_docnote_what_house_rules', {}),
  assignment: ref('main_docnote_what_assignments', {}),
} as const;

/** Said on a station-role PC, by what is edited. */
export function stationNote(kind: DocumentNoteRequest['kind'], station: string): MessageRef {
  return ref('main_docnote_station', { station, what: WHAT[kind] });
}

/** The room's number of the document's revision open here, if this PC's newest save of it is in the room. */
function roomRevision(db: DatabaseSync, request: DocumentNoteRequest): number | null {
  if (request.kind === 'assignment' || request.id === undefined) return null;
  const version = localVersion(db, request.kind, request.id);
  const state = documentSync(db, request.kind, request.id);
  return version !== null && state?.local === version ? state.roomRevision : null;
}

function trainerNote(db: DatabaseSync, request: DocumentNoteRequest, fault: string | null): DocumentNote {
  const none = { sharing: 'trainer', message: null, conflict: null, roomRevision: null } as const;
  if (request.kind === 'assignment' || request.id === undefined) return none;
  if (localVersion(db, request.kind, request.id) === null) return none;
  const revision = roomRevision(db, request);
  const conflict = documentConflict(db, request.kind, request.id);
  if (revision !== null)
    return {
      sharing: 'trainer',
      message: ref('main_docnote_revision', { revision }),
      conflict,
      roomRevision: revision,
    };
  // The fault's own words, without their full stop, inside the sentence's brackets (English: the sync fault's).
  return {
    sharing: 'trainer',
    message: fault
      ? ref('main_docnote_saved_unreachable', { fault: fault.replace(/\.$/, '') })
      : ref('main_docnote_saved', {}),
    conflict,
    roomRevision: null,
  };
}

export async function documentNote(
  ctx: ServiceContext,
  request: DocumentNoteRequest,
): Promise<Result<DocumentNote>> {
  const room = ctx.room;
  const view = room?.view();
  if (!room || !view?.configured || !view.settings)
    return { ok: true, value: { sharing: 'not-in-room', message: null, conflict: null, roomRevision: null } };
  if (view.settings.user === 'bdt_station') {
    const settings = view.settings;
    return withDb(ctx, (db) => ({
      ok: true,
      value: {
        sharing: 'station',
        message: stationNote(request.kind, settings.stationName),
        conflict: null,
        roomRevision: roomRevision(db, request),
      },
    }));
  }
  // Just saved: sent now if the room can be reached, so a save another trainer's overtook is said at once.
  const after = request.send ? await room.pushNow() : view;
  const said = after.sync?.fault?.message;
  const fault = said === undefined ? null : english(said);
  return withDb(ctx, (db) => ({ ok: true, value: trainerNote(db, request, fault) }));
}
