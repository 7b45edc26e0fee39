import type { AppEntry } from './shell-types';

/** Id of the JSON script holding the app's entry on the prerendered login page (build/prerender-login.ts). */
export const APP_ENTRY_ID = 'app-entry';

/** After the frame that paints what is on the page, or 100 ms (a hidden tab has no frames). */
export const afterPaint = (): Promise<void> =>
  Promise.race([
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    new Promise<void>((resolve) => setTimeout(resolve, 100)),
  ]);

/**
 * Loads the app as the module script it replaces would: after the document has been parsed (it renders into #root),
 * its chunks preloaded side by side.
 */
export async function startApp(app: AppEntry): Promise<void> {
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  for (const href of app.preloads) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
    );
  }
  await import(/* @vite-ignore */ app.entry);
}

/** On the prerendered login page: the app starts once the login screen has painted. */
export function startAppOfPrerenderedPage(): void {
  const text = document.getElementById(APP_ENTRY_ID)?.textContent;
  if (!text) return;
  const app = JSON.parse(text) as AppEntry;
  void afterPaint().then(() => startApp(app));
}
