import { allDictItems, refreshDictCache } from '../api/dict';
import { t } from '../locales/i18n';
import { useSession } from '../stores/session';
import { feedback } from '../utils/feedback';

/**
 * Spec §7 cache refresh (the header's 清理缓存 and the dictionary screen's 刷新缓存): refresh the server cache,
 * then reload the dictionaries into the local cache; '刷新缓存完成！' or the warning '刷新缓存失败！'.
 * Resolves whether it worked.
 */
export async function clearCache(): Promise<boolean> {
  try {
    const refreshed = await refreshDictCache();
    if (!refreshed.success) throw new Error(refreshed.message);
    const dicts = await allDictItems();
    if (!dicts.success) throw new Error(dicts.message);
    useSession.getState().setDictionaries(dicts.result);
    feedback.message.success(t('header.cacheRefreshed'));
    return true;
  } catch {
    feedback.message.warning(t('header.cacheRefreshFailed'));
    return false;
  }
}
