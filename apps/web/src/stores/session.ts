import { create } from 'zustand';
import { logout as serverLogout, userPermissions } from '../api/auth';
import { takeEarlyPermissions } from '../api/early-permissions';
import { ensureFileAccess, keepFileAccess } from '../api/file-access';
import { failureOf } from '../api/http';
import type { AuthEntry, DictMap, LoginResult, MenuNode, Tenant, UserInfo } from '../api/types';
import { rememberMenuRoutes } from '../boot/menu-routes';
import { CACHE_LIFETIME_MS } from '../config';
import { t } from '../locales/i18n';
import { buildMenuRoutes, type MenuRoute } from '../router/menu-routes';
import { feedback } from '../utils/feedback';
import { readStored, removeStored, writeStored } from './expiring-storage';
import {
  ACCESS_TOKEN,
  MENU_ROUTES,
  OPEN_TABS,
  SYS_BUTTON_AUTH,
  TENANT_ID,
  UI_CACHE_DB_DICT_DATA,
  USER_AUTH,
  USER_INFO,
  USER_NAME,
} from './storage-keys';
import { HOME_TAB, useTabs } from './tabs';

export interface Permissions {
  menu: MenuNode[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  /** Routes built from `menu`. */
  routes: MenuRoute[];
}

interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  /** null until the permission list of this page load is fetched. */
  permissions: Permissions | null;
  /** Stores a successful login (spec §4: 7 days). */
  applyLogin(result: LoginResult): void;
  setUserInfo(userInfo: UserInfo): void;
  setTenant(tenant: Tenant['id']): void;
  setDictionaries(dicts: DictMap): void;
  /** Fetches the menu and button permissions; rejects on failure or an empty menu. */
  loadPermissions(): Promise<Permissions>;
  /**
   * Clears everything local, then tells the server (a failed call does not stop the logout); resolves with the
   * failure's message, if the server could not be told.
   */
  endSession(): Promise<string | undefined>;
}

export class EmptyMenuError extends Error {}

export const useSession = create<SessionState>((set, get) => ({
  token: readStored<string>(ACCESS_TOKEN),
  userInfo: readStored<UserInfo>(USER_INFO),
  permissions: null,

  applyLogin(result) {
    writeStored(ACCESS_TOKEN, result.token, CACHE_LIFETIME_MS);
    // Tabs left by an earlier session (one that expired) are not the new login's.
    useTabs.getState().setTabs([HOME_TAB]);
    writeStored(USER_INFO, result.userInfo, CACHE_LIFETIME_MS);
    writeStored(USER_NAME, result.userInfo.username, CACHE_LIFETIME_MS);
    if (result.sysAllDictItems) writeStored(UI_CACHE_DB_DICT_DATA, result.sysAllDictItems, CACHE_LIFETIME_MS);
    if (result.tenantList?.length === 1) writeStored(TENANT_ID, result.tenantList[0].id, CACHE_LIFETIME_MS);
    set({ token: result.token, userInfo: result.userInfo, permissions: null });
  },

  setUserInfo(userInfo) {
    writeStored(USER_INFO, userInfo, CACHE_LIFETIME_MS);
    set({ userInfo });
  },

  setTenant(tenant) {
    writeStored(TENANT_ID, tenant, CACHE_LIFETIME_MS);
  },

  setDictionaries(dicts) {
    writeStored(UI_CACHE_DB_DICT_DATA, dicts, CACHE_LIFETIME_MS);
  },

  async loadPermissions() {
    // The screens this opens show session-only images (the header's avatar first): the file cookie comes first.
    keepFileAccess();
    const [early] = await Promise.all([takeEarlyPermissions(), ensureFileAccess()]);
    const response = early ?? (await userPermissions());
    if (!response.success) throw new Error(response.message);
    const { menu, auth, allAuth } = response.result;
    if (!menu?.length) throw new EmptyMenuError(response.message);
    sessionStorage.setItem(USER_AUTH, JSON.stringify(auth ?? []));
    sessionStorage.setItem(SYS_BUTTON_AUTH, JSON.stringify(allAuth ?? []));
    rememberMenuRoutes(menu);
    const permissions = { menu, auth: auth ?? [], allAuth: allAuth ?? [], routes: buildMenuRoutes(menu) };
    set({ permissions });
    return permissions;
  },

  async endSession() {
    const { token } = get();
    for (const key of [ACCESS_TOKEN, USER_INFO, UI_CACHE_DB_DICT_DATA, TENANT_ID, MENU_ROUTES]) removeStored(key);
    sessionStorage.removeItem(USER_AUTH);
    sessionStorage.removeItem(SYS_BUTTON_AUTH);
    sessionStorage.removeItem(OPEN_TABS);
    set({ token: null, userInfo: null, permissions: null });
    if (!token) return undefined;
    // Spec §4: the logout proceeds even when the server cannot be told; spec §8: the failure is shown.
    try {
      const answer = await serverLogout(token);
      return answer.success ? undefined : answer.message || t('header.logoutFailed');
    } catch (error) {
      return failureOf(error)?.serverMessage || t('header.logoutFailed');
    }
  },
}));

/** How long a logout failure stays on screen before the login page reloads. */
export const LOGOUT_FAILURE_MS = 1500;

/** Ends the session and opens the login page with a full reload (spec §4). */
export async function logoutAndReload(): Promise<void> {
  const failure = await useSession.getState().endSession();
  if (failure) {
    feedback.message.error(failure);
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_FAILURE_MS));
  }
  window.location.assign('/user/login');
}
