import { type ThemeConfig, theme } from 'antd';

/**
 * The antd theme of the whole app (and of the login screen prerendered at build time).
 * zeroRuntime: component styles come from antd's prebuilt CSS (imported in main.tsx) instead of being generated in
 * the browser, which halves the time to an interactive login page; the token still drives the CSS variables, so the
 * primary colour keeps following the settings drawer.
 */
export const appTheme = (primaryColor: string): ThemeConfig => ({
  algorithm: theme.defaultAlgorithm,
  token: { colorPrimary: primaryColor, colorLink: primaryColor },
  zeroRuntime: true,
});
