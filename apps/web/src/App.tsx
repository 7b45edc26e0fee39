import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { appTheme } from './app/theme';
import { useLanguage } from './locales/i18n';
import { createAppRouter } from './router';
import { useSettings } from './stores/settings';
import { feedback, withServerTexts } from './utils/feedback';

/** Notifications open below the header (64 px), never over its controls (bell, user menu, settings). */
const NOTIFICATION_TOP = 72;

/** Hands the themed message/notification/modal of `<App>` to code outside components. */
function FeedbackBridge() {
  const app = AntdApp.useApp();
  Object.assign(feedback, { ...app, message: withServerTexts(app.message) });
  return null;
}

export default function App() {
  const [router] = useState(createAppRouter);
  const primaryColor = useSettings((s) => s.primaryColor);
  const colorWeak = useSettings((s) => s.colorWeak);
  const language = useLanguage((s) => s.language);

  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', colorWeak);
  }, [colorWeak]);

  return (
    <ConfigProvider locale={language === 'en-US' ? enUS : zhCN} theme={appTheme(primaryColor)}>
      <AntdApp notification={{ top: NOTIFICATION_TOP }}>
        <FeedbackBridge />
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>
  );
}
