import { allDictItems, refreshDictCache } from '../../../api/dict';
import { t } from '../../../locales/i18n';
import { logoutAndReload, useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';

/** Spec §7: refresh the server cache, then reload the dictionaries into the local cache. */
export async function clearCache(): Promise<void> {
  try {
    const refreshed = await refreshDictCache();
    if (!refreshed.success) throw new Error(refreshed.message);
    const dicts = await allDictItems();
    if (!dicts.success) throw new Error(dicts.message);
    useSession.getState().setDictionaries(dicts.result);
    feedback.message.success(t('header.cacheRefreshed'));
  } catch {
    feedback.message.warning(t('header.cacheRefreshFailed'));
  }
}

/** Spec §5: logout asks '真的要注销登录吗 ?' first. */
export function confirmLogout(): void {
  feedback.modal.confirm({
    title: t('common.tip'),
    content: t('header.logoutConfirm'),
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    onOk: () => logoutAndReload(),
  });
}
