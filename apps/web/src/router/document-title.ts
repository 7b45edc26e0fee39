import { HOME_PATH } from '../config';

/** Spec §1: '{page title} · 内容管理平台', only the platform name on the dashboard. */
export function documentTitle(pathname: string, pageTitle: string | undefined, platformName: string): string {
  if (pathname === HOME_PATH || !pageTitle) return platformName;
  return `${pageTitle} · ${platformName}`;
}
