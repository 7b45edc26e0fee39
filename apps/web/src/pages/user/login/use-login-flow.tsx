import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { currentUserSites, selectDepart, selectSite } from '../../../api/auth';
import { enterTenant } from '../../../api/tenant';
import type { LoginResult, SiteInfo, UserInfo } from '../../../api/types';
import { HOME_PATH } from '../../../config';
import { t } from '../../../locales/i18n';
import { passwordChanged } from '../../../stores/password-dialog';
import { useSession } from '../../../stores/session';
import { feedback } from '../../../utils/feedback';
import { type LoginChoices, type LoginSelection, needsChoice } from './login-choices';
import { greetingKey } from './welcome';

async function availableSites(): Promise<{ list: SiteInfo[]; siteId?: string | null }> {
  try {
    const response = await currentUserSites();
    return response.success ? response.result : { list: [] };
  } catch {
    return { list: [] };
  }
}

/** Sends the chosen department and site to the server and stores the user info it returns. */
async function applySelection(selection: LoginSelection, user: UserInfo): Promise<void> {
  const session = useSession.getState();
  if (selection.orgCode && selection.orgCode !== user.orgCode) {
    const response = await selectDepart(selection.orgCode, user.username);
    if (!response.success) throw new Error(response.message);
    session.setUserInfo(response.result.userInfo);
  }
  if (selection.siteId && selection.siteId !== user.siteId) {
    const response = await selectSite(selection.siteId, user.username);
    if (!response.success) throw new Error(response.message);
    session.setUserInfo(response.result.userInfo);
  }
  if (selection.tenantId !== undefined) await enterTenant(selection.tenantId, user.username);
}

/** Only users with several departments, sites or tenants see it: kept out of the login page's first load. */
const LoginSelectModal = lazy(() => import('./LoginSelectModal'));

const warn = (description: string) => feedback.notification.warning({ message: t('common.tip'), description });

/**
 * What follows a successful login (spec §2, §4, §8): store the session, replace an initial password, choose
 * department / site / tenant when there are several, then open the requested page and greet.
 */
export function useLoginFlow(): { complete(result: LoginResult): Promise<void>; dialog: ReactNode } {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [dialog, setDialog] = useState<ReactNode>(null);

  const askChoices = (choices: LoginChoices, user: UserInfo) =>
    new Promise<void>((resolve) => {
      const onConfirm = async (selection: LoginSelection) => {
        try {
          await applySelection(selection, user);
          setDialog(null);
          resolve();
        } catch (error) {
          feedback.message.error((error as Error).message || t('login.requestFailed'));
        }
      };
      setDialog(
        <Suspense>
          <LoginSelectModal choices={choices} onConfirm={onConfirm} />
        </Suspense>,
      );
    });

  const complete = async (result: LoginResult) => {
    useSession.getState().applyLogin(result);
    if (result.userInfo.passwordChangeRequired) await passwordChanged();
    const user = useSession.getState().userInfo ?? result.userInfo;
    if (result.multi_depart === 0) warn(t('loginSelect.departNull'));
    const sites = await availableSites();
    if (!sites.list.length) warn(t('loginSelect.siteNull'));
    const choices: LoginChoices = {
      departs: result.multi_depart === 2 ? (result.departs ?? []) : [],
      sites: sites.list,
      tenants: result.tenantList ?? [],
      currentSiteId: user.siteId ?? sites.siteId,
      currentOrgCode: user.orgCode,
    };
    if (needsChoice(choices)) await askChoices(choices, user);
    else if (sites.list.length === 1) await applySelection({ siteId: sites.list[0].id }, user).catch(() => {});
    navigate(searchParams.get('redirect') || HOME_PATH, { replace: true });
    feedback.notification.success({
      message: t('welcome.title'),
      description: t('welcome.text', { greeting: t(greetingKey()) }),
    });
  };

  return { complete, dialog };
}
