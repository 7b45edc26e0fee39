import { t } from '../../../locales/i18n';
import { logoutAndReload } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';

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
