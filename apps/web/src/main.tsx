import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { setHttpFailureHandler } from './api/http';
import { handleHttpFailure } from './app/http-failure';
import { applyDeferredStyles } from './app/prerendered';
import { applyLanguage, loadCatalogue, useLanguage } from './locales/i18n';
import 'antd/dist/antd.css';
import './styles/global.css';

setHttpFailureHandler(handleHttpFailure);
const language = useLanguage.getState().language;
applyLanguage(language);

void Promise.all([applyDeferredStyles(), loadCatalogue(language)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
