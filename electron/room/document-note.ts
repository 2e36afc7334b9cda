// What a set, house-profile or assignment editor says about the training room (issue 22), read at open and after a
// save. On a PC in the room with the trainer's role: whether the document is in the room yet, and a save another
// trainer's overtook (document-conflict.ts). On a PC that joined with the station's role, which may not write the
// room's reference data: that edits made here stay on this PC, and where to make them instead. Nothing is refused:
// what a trainer already saved here stays (the choice is to say it plainly, at the editor, before and after a save).
import { english } from '../../core/i18n/phrase.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../contract/index.ts';
import type { DocumentNote, DocumentNoteRequest } from '../../contract/room.ts';
import { withDb, type ServiceContext } from '../features/context.ts';
import { documentConflict } from './document-conflict.ts';
import { documentSync, localVersion } from './documents.ts';

const WHAT = { drill_set: 'drill sets', house_profile: 'house rules', assignment: 'assignments' } as const;

/** Said on a station-role PC, by what is edited. */
export function stationNote(kind: DocumentNoteRequest['kind'], station: string): string {
  return (
    `This PC is in the training room as a station (“${station}”), which may not change the room's ${WHAT[kind]}: ` +
    `${WHAT[kind]} saved here stay on this PC, are not shared with the other stations, and a newer revision from ` +
    `the room replaces this PC's copy. To change them for the whole room, edit them on a trainer station (a PC ` +
    `that joined the room with the trainer's role).`
  );
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
      message: `In the training room as revision ${revision}.`,
      conflict,
      roomRevision: revision,
    };
  const why = fault ? ` (the room cannot be reached now: ${fault.replace(/\.$/, '')})` : '';
  return {
    sharing: 'trainer',
    message: `Saved on this PC; it goes to the training room at the next push${why}. If another trainer saved it meanwhile, this editor says so once it is sent.`,
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
