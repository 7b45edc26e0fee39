// The list shell (issue 8): on a full navigation to a list page, paints the signed-in layout and the list's first
// rows before the app's code has loaded; React takes the page over as soon as its own rows are on screen. It is the
// page's first script, inline in index.html, and the one that starts the app there.
import { keepEarlyList } from '../api/early-list';
import { peekEarlyPermissions, requestPermissionsEarly } from '../api/early-permissions';
import { OPEN_ROUTES } from '../config';
import { readStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN, APP_SETTINGS, LANGUAGE } from '../stores/storage-keys';
import { earlyState } from './early-state';
import { fetchFirstPage, readManifest, requestGuessedFirstPage } from './guessed-first-page';
import { SHELL_CSS } from './shell-css';
import { menuTrail, shellHtml } from './shell-markup';
import { SHELL_ID, type ShellManifest } from './shell-types';
import { afterPaint, startApp } from './start-app';

/** Past this the shell goes whatever happens (the app shows its own loading state). */
const GIVE_UP_MS = 20_000;
/** The app starts after this even when the shell's requests have not answered yet. */
const START_APP_AFTER_MS = 1_500;
/** Widths the shell's layout fits: the desktop layout of BasicLayout (use-device.ts). */
const DESKTOP_MIN_WIDTH = 1088;

/** The shell imitates the default layout only: a user who chose another gets the app's own first paint. */
function defaultLayout(): boolean {
  const settings = readStored<Record<string, unknown>>(APP_SETTINGS) ?? {};
  const differs = (key: string, value: unknown) => settings[key] !== undefined && settings[key] !== value;
  if (
    differs('layout', 'sidemenu') ||
    differs('navTheme', 'dark') ||
    differs('multiTab', true) ||
    differs('fixSiderbar', true) ||
    differs('colorWeak', false)
  ) {
    return false;
  }
  const language = localStorage.getItem(LANGUAGE);
  return !language?.includes('en') && window.innerWidth >= DESKTOP_MIN_WIDTH;
}

/** Removes the shell once React shows the list (its rows or its empty table), left the page, or after a while. */
function handOverWhenReady(shell: HTMLElement, pathname: string): void {
  const root = document.getElementById('root');
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    shell.remove();
  };
  const ready = () =>
    window.location.pathname !== pathname ||
    !!root?.querySelector('.ant-table-tbody .ant-table-row, .ant-table-tbody .ant-table-placeholder .ant-empty') ||
    !!document.querySelector('.ant-modal-root, .ant-notification-notice');
  const observer = new MutationObserver(() => {
    if (ready()) done();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(done, GIVE_UP_MS);
}

async function paintListShell(manifest: ShellManifest): Promise<void> {
  const token = readStored<string>(ACCESS_TOKEN);
  const pathname = window.location.pathname;
  if (!token || OPEN_ROUTES.includes(pathname) || !defaultLayout()) return;
  const guessed = earlyState().guessedList;
  const answer = await peekEarlyPermissions();
  const menu = answer?.success ? answer.result.menu : null;
  const trail = menu && menuTrail(menu, pathname);
  const page = trail && manifest.pages[trail[trail.length - 1]?.component ?? ''];
  if (!menu || !trail || !page) return;
  const rows = guessed?.url === page.url ? guessed.rows : fetchFirstPage(page.url, token).catch(() => null);
  keepEarlyList(page.url, rows);
  const first = await rows;
  // The app may have come first (then it shows its own page), or the session ended meanwhile.
  if (!first || document.querySelector('#root .ant-layout') || readStored<string>(ACCESS_TOKEN) !== token) return;
  // This script runs in the head: the body may still be on its way.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  const style = document.createElement('style');
  style.textContent = SHELL_CSS + manifest.themeCss;
  const shell = document.createElement('div');
  shell.id = SHELL_ID;
  shell.setAttribute('aria-hidden', 'true');
  shell.innerHTML = shellHtml({ manifest, page, menu, trail, rows: first.records });
  shell.prepend(style);
  document.body.prepend(shell);
  handOverWhenReady(shell, pathname);
  // The app starts after the frame that shows the shell: its evaluation is one long task.
  await afterPaint();
}

/** Starts the app once the shell has painted, found nothing to paint or failed (any failure: as if no shell). */
async function start(): Promise<void> {
  const manifest = readManifest();
  if (!manifest) return;
  earlyState().shellStarted = true;
  try {
    await Promise.race([paintListShell(manifest), new Promise((resolve) => setTimeout(resolve, START_APP_AFTER_MS))]);
  } catch {
    document.getElementById(SHELL_ID)?.remove();
  } finally {
    await startApp(manifest.app);
  }
}

// Built into index.html's head as an inline script (build/inline-early.ts): the menu and the page's first rows are
// asked for while the HTML is still being parsed, and the shell paints without waiting for any script file.
requestPermissionsEarly();
requestGuessedFirstPage();
void start();
