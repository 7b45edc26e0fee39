import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { setHttpFailureHandler } from './api/http';
import { handleHttpFailure } from './app/http-failure';
import { useLanguage } from './locales/i18n';
import './styles/global.css';

setHttpFailureHandler(handleHttpFailure);
const language = useLanguage.getState().language;
document.documentElement.lang = language;
dayjs.locale(language === 'en-US' ? 'en' : 'zh-cn');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
