/** localStorage keys of the original front end (spec §9: Access-Token, UI_CACHE_DB_DICT_DATA, TENANT_ID …). */
export const ACCESS_TOKEN = 'Access-Token';
export const USER_INFO = 'Login_Userinfo';
export const USER_NAME = 'Login_Username';
export const UI_CACHE_DB_DICT_DATA = 'UI_CACHE_DB_DICT_DATA';
export const TENANT_ID = 'TENANT_ID';
export const USER_AUTH = 'LOGIN_USER_BUTTON_AUTH';
export const SYS_BUTTON_AUTH = 'SYS_BUTTON_AUTH';
export const APP_SETTINGS = 'DEFAULT_SETTINGS';
export const LANGUAGE = 'LANGUAGE';
/** The editable tables' add-button settings (rows per click, position), per table (spec §9: their own key). */
export const ADD_BUTTON_SETTINGS = 'JVXE_ADD_BUTTON_SETTINGS';
/** The open tabs of the multi-tab bar (sessionStorage: a reload keeps them, a new browser tab starts afresh). */
export const OPEN_TABS = 'YZ_OPEN_TABS';
/** The menu's page paths and their components from the last menu answer (boot/menu-routes.ts). */
export const MENU_ROUTES = 'YZ_MENU_ROUTES';
