import { allDictItems } from '../api/dict';
import { type Language, loadCatalogue, useLanguage } from '../locales/i18n';
import { useSession } from '../stores/session';

/**
 * Switches the language of a signed-in interface. Menus, dictionaries and list texts come from the server in the
 * language asked for: the local dictionary cache is reloaded in the new language, then the page, so that every
 * text on screen (menus, tabs, rows) is asked for again.
 */
export async function changeSignedInLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  useLanguage.getState().setLanguage(language);
  const dicts = await allDictItems().catch(() => undefined);
  if (dicts?.success) useSession.getState().setDictionaries(dicts.result);
  window.location.reload();
}
