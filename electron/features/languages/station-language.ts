// The station's interface language, for words main shows itself, outside the window: the system file dialogs'
// titles and filter names (main.ts). English while the store cannot be read (a storage error, before the setup).
import { BASE_LANGUAGE, type Language } from '../../../core/i18n/languages.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { languagesView } from './languages.ts';
import { ref, say } from '../../../core/i18n/say.ts';

export function stationInterfaceLanguage(ctx: ServiceContext): Language {
  const read = withDb(ctx, (db) => ({ ok: true, value: languagesView(db, null).station.interface }));
  return read.ok ? read.value : BASE_LANGUAGE;
}

/** This PC's name beside its rows in the room's views and exports: the room's station name, or, while it has none,
 *  "this PC" in the station's interface language (a name shown, never stored in the room). */
export function thisStationName(ctx: ServiceContext, name: string | null): string {
  return name ?? say(ref('main_this_pc', {}), stationInterfaceLanguage(ctx));
}
