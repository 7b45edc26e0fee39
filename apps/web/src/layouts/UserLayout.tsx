import { Outlet } from 'react-router';
import LanguageSwitch from '../components/LanguageSwitch';
import { useT } from '../locales/i18n';
import styles from './UserLayout.module.css';

/** The login area: logo, the routed view, footer (spec §2). */
export default function UserLayout() {
  const t = useT();
  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <div className={styles.content}>
        <header className={styles.top}>
          <img className={styles.logo} src="/logo.svg" alt="" />
          <span className={styles.title}>{t('app.platformName')}</span>
        </header>
        <p className={styles.desc}>{t('app.description')}</p>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
      <footer className={styles.footer}>{t('app.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
