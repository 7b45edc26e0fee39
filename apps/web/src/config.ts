/** Deployment configuration of the web app (spec §2, §7). Values come from Vite env variables at build time. */

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL || '/system-api';

export const FILE_DOMAIN = import.meta.env.VITE_FILE_DOMAIN || `${API_BASE_URL}/sys/common/static`;

/** Spec §7: 9 000 000 ms. */
export const HTTP_TIMEOUT_MS = 9_000_000;

/** Session, user info and dictionary cache lifetime (spec §9). */
export const CACHE_LIFETIME_MS = 604_800_000;

/** INDEX_MAIN_PAGE_PATH of the original front end: the home page and the default landing path. */
export const HOME_PATH = '/dashboard/analysis';

export const LOGIN_PATH = '/user/login';

/** Routes reachable without a session (spec §2). */
export const OPEN_ROUTES: readonly string[] = [
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
];

/** Delay between the 401 message and the reload (spec §9). */
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1500;
