import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { type AppEntry, LIST_SHELLS_ID, SHELL_ID, type ShellManifest } from '../src/boot/shell-types';
import { APP_ENTRY_ID } from '../src/boot/start-app';
import { criticalCss, withoutUnusedVariables } from './critical-css';
import { EARLY_PRELOAD } from './early-entry';
import { inlineEarlyScript } from './inline-early';
import { compressFile } from './precompress';

const ENTRY = 'src/prerender/entry.ts';
/** The page the server sends for /user/login (listed in `prerendered.json`, which the server reads at start). */
const PAGE = 'prerendered/user-login.html';

/** Storage for modules that read localStorage when they load (the stores): empty, as on a first visit. */
function installEmptyStorage(): void {
  const storage = (): Storage => {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  };
  Object.assign(globalThis, { localStorage: storage(), sessionStorage: storage() });
}

interface Prerendered {
  renderLoginScreen(): { html: string; themeCss: string };
  listShellManifest(): Omit<ShellManifest, 'app'>;
  listShellSamples(manifest: Omit<ShellManifest, 'app'>): string;
}

/**
 * The login screen rendered with the app's own components in Node, and the list shells' manifest (an SSR build of
 * `ENTRY` in a temporary folder).
 */
async function prerender(
  config: ResolvedConfig,
): Promise<{ login: { html: string; themeCss: string }; shells: Omit<ShellManifest, 'app'>; samples: string }> {
  const ssrDir = mkdtempSync(join(tmpdir(), 'yunzhan-prerender-'));
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false },
    });
    installEmptyStorage();
    const module: Prerendered = await import(pathToFileURL(join(ssrDir, 'entry.js')).href);
    const shells = module.listShellManifest();
    return { login: module.renderLoginScreen(), shells, samples: module.listShellSamples(shells) };
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/**
 * The login page at the speed limit (issue 8): index.html with the login screen's markup and only the CSS that
 * markup uses inlined, the full stylesheet loading without blocking the paint (main.tsx applies it), and the
 * prerendered form unable to submit natively (no password in a URL) until React takes it over. The app's entry and
 * chunk preloads move into `#app-entry`: the early script starts the app after the login screen's first paint, so
 * neither their downloads nor the app's evaluation (one long task) stand before it.
 */
export function composeLoginPage(indexHtml: string, screen: { html: string; themeCss: string }, css: string): string {
  // Its 确定 is marked for the early script, which keeps a click on it until React can submit (app/prerendered.ts).
  const markup = screen.html.replace(/type="submit"/g, 'type="button" data-submit');
  const body = `<div id="prerendered">${markup}</div><div id="root"></div>`;
  const { html, app } = withoutAppEntry(withoutEarlyPreloads(indexHtml));
  const page = html.replace('<div id="root"></div>', body);
  // The theme after antd's own CSS: that also styles a `css-var-_R_0_` (its build's first id) with the default blue.
  const style = withoutUnusedVariables(criticalCss(page, css) + screen.themeCss);
  return withDeferredStylesheets(page).replace(
    '</head>',
    `<style>${style}</style>${jsonScript(APP_ENTRY_ID, app)}</head>`,
  );
}

/**
 * The list shells carry the CSS their markup uses (`samples`: every page's shell), with the theme's variables, so
 * that index.html's full stylesheet need not block their paint.
 */
export function withShellCss(
  shells: Omit<ShellManifest, 'app'>,
  samples: string,
  css: string,
): Omit<ShellManifest, 'app'> {
  const page = `<!doctype html><html><head></head><body><div id="${SHELL_ID}">${samples}</div></body></html>`;
  return { ...shells, themeCss: withoutUnusedVariables(criticalCss(page, css) + shells.themeCss) };
}

/** The full stylesheet loads without blocking the first paint; the app applies it (app/prerendered.ts). */
const withDeferredStylesheets = (html: string) =>
  html.replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet"$1 media="print" data-deferred>');

/** The login page loads only its early script: the preloads of that script's imports do not compete with its paint. */
const withoutEarlyPreloads = (html: string) => html.replace(EARLY_PRELOADS, '');

const APP_ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const EARLY_PRELOADS = new RegExp(`\\s*<link[^>]*${EARLY_PRELOAD}[^>]*>`, 'g');

/** `html` without the app's entry script and chunk preloads, and what they were. */
function withoutAppEntry(html: string): { html: string; app: AppEntry } {
  const entry = APP_ENTRY.exec(html);
  if (!entry?.[1]) throw new Error('index.html: no app entry');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '');
  return { html: html.replace(entry[0], '').replace(PRELOAD, ''), app: { entry: entry[1], preloads } };
}

/** A JSON data block (`<` escaped so it cannot end the script). */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * index.html with the list shells' manifest (first in the head, so it is there when the async list shell script
 * runs). The app's entry script and its chunk preloads move into the manifest: the list shell's script loads them
 * once it has painted or given up, so neither their downloads (six connections a host) nor the app's evaluation
 * (one long task) stand before the shell's paint.
 */
export function withListShells(indexHtml: string, manifest: Omit<ShellManifest, 'app'>, earlyScript = ''): string {
  const { html, app } = withoutAppEntry(indexHtml);
  const shells = jsonScript(LIST_SHELLS_ID, { ...manifest, app } satisfies ShellManifest);
  return withDeferredStylesheets(html).replace('<head>', `<head>${shells}${earlyScript}`);
}

export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'yunzhan-prerender-login',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const assets = join(outDir, 'assets');
      const css = readdirSync(assets)
        .filter((name) => name.endsWith('.css'))
        .map((name) => readFileSync(join(assets, name), 'utf8'))
        .join('\n');
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const { login, shells, samples } = await prerender(config);
      const page = composeLoginPage(indexHtml, login, css);
      const earlyScript = await inlineEarlyScript(config.root, config.env);
      writeFileSync(
        join(outDir, 'index.html'),
        withListShells(indexHtml, withShellCss(shells, samples, css), earlyScript),
      );
      compressFile(join(outDir, 'index.html'));
      mkdirSync(join(outDir, 'prerendered'), { recursive: true });
      writeFileSync(join(outDir, PAGE), page);
      compressFile(join(outDir, PAGE));
      writeFileSync(join(outDir, 'prerendered.json'), JSON.stringify({ '/user/login': PAGE }));
    },
  };
}
