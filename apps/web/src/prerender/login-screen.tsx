import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { appTheme } from '../app/theme';
import { LOGIN_PATH } from '../config';
import UserLayout from '../layouts/UserLayout';
import Login from '../pages/user/Login';
import { DEFAULT_SETTINGS } from '../stores/settings';

/**
 * Build time only (Node): the login screen as the browser first renders it — the same components, theme and
 * wrappers as `App` — plus the theme's CSS variables antd would inject at run time. The build writes it into the
 * page served at /user/login, so the form shows before any script runs; `takeover.ts` hands it to React.
 */
export function renderLoginScreen(): { html: string; themeCss: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={zhCN} theme={appTheme(DEFAULT_SETTINGS.primaryColor)}>
        <AntdApp>
          <StaticRouter location={LOGIN_PATH}>
            <Routes>
              <Route path="/user" element={<UserLayout />}>
                <Route path="login" element={<Login />} />
              </Route>
            </Routes>
          </StaticRouter>
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { html, themeCss: extractStyle(cache, { plain: true }) };
}
