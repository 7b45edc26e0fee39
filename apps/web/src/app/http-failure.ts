import { type HttpFailure, reactionTo } from '../api/http-errors';
import { UNAUTHORIZED_RELOAD_DELAY_MS } from '../config';
import { t } from '../locales/i18n';
import { serverText } from '../locales/server-messages';
import { usePasswordDialog } from '../stores/password-dialog';
import { useSession } from '../stores/session';
import { feedback } from '../utils/feedback';

/** Enterprise WeChat's browser cannot show the modal well: it gets a loading message instead (spec §8). */
const IN_ENTERPRISE_CHAT = () => /wxwork/i.test(navigator.userAgent);

let expiredNoticeShown = false;

function notifyError(description: string): void {
  feedback.notification.error({ message: t('common.systemTip'), description, duration: 4 });
}

async function logoutThenReload(delayMs = 0): Promise<void> {
  await useSession.getState().endSession();
  setTimeout(() => window.location.reload(), delayMs);
}

function showSessionExpired(): void {
  if (expiredNoticeShown) return;
  expiredNoticeShown = true;
  if (IN_ENTERPRISE_CHAT()) {
    feedback.message.loading(t('http.sessionExpiredReloading'), 0);
    void logoutThenReload();
    return;
  }
  feedback.modal.error({
    title: t('http.sessionExpiredTitle'),
    content: t('http.sessionExpiredContent'),
    okText: t('http.relogin'),
    keyboard: false,
    onOk: () => logoutThenReload(),
  });
}

/** Applies the error catalogue (spec §8) to a failed call. */
export function handleHttpFailure(failure: HttpFailure): void {
  const reaction = reactionTo(failure, !!useSession.getState().token);
  switch (reaction.kind) {
    case 'notify':
      notifyError(t(reaction.messageKey));
      break;
    case 'notify-text':
      notifyError(serverText(reaction.text));
      break;
    case 'unauthorized':
      notifyError(t('http.unauthorized'));
      if (reaction.logout) void logoutThenReload(UNAUTHORIZED_RELOAD_DELAY_MS);
      break;
    case 'session-expired':
      showSessionExpired();
      break;
    case 'password-change-required':
      usePasswordDialog.getState().requireChange();
      break;
  }
}
