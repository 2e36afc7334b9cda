// The station's interface language, for words main shows itself, outside the window: the system file dialogs'
// titles and filter names (main.ts). English while the store cannot be read (a storage error, before the setup).
import { BASE_LANGUAGE, type Language } from '../../../core/i18n/languages.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { languagesView } from './languages.ts';

export function stationInterfaceLanguage(ctx: ServiceContext): Language {
  const read = withDb(ctx, (db) => ({ ok: true, value: languagesView(db, null).station.interface }));
  return read.ok ? read.value : BASE_LANGUAGE;
}
