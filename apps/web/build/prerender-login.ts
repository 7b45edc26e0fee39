import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCss } from './critical-css';
import { compressFile } from './precompress';

const ENTRY = 'src/prerender/login-screen.tsx';
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

/** Renders the login screen with the app's own components in Node (an SSR build of `ENTRY` in a temporary folder). */
async function renderLoginScreen(config: ResolvedConfig): Promise<{ html: string; themeCss: string }> {
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
    const module = await import(pathToFileURL(join(ssrDir, 'login-screen.js')).href);
    return module.renderLoginScreen();
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/**
 * The login page at the speed limit (issue 8): index.html with the login screen's markup and only the CSS that
 * markup uses inlined, the full stylesheet loading without blocking the paint (main.tsx applies it), and the
 * prerendered form unable to submit natively (no password in a URL) until React takes it over.
 */
export function composeLoginPage(indexHtml: string, screen: { html: string; themeCss: string }, css: string): string {
  const markup = screen.html.replace(/type="submit"/g, 'type="button"');
  const body = `<div id="prerendered">${markup}</div><div id="root"></div>`;
  const page = indexHtml.replace('<div id="root"></div>', body);
  const critical = criticalCss(page, css);
  // The theme after antd's own CSS: that also styles a `css-var-_R_0_` (its build's first id) with the default blue.
  return page
    .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet"$1 media="print" data-deferred>')
    .replace('</head>', `<style>${critical}${screen.themeCss}</style></head>`);
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
      const page = composeLoginPage(
        readFileSync(join(outDir, 'index.html'), 'utf8'),
        await renderLoginScreen(config),
        css,
      );
      mkdirSync(join(outDir, 'prerendered'), { recursive: true });
      writeFileSync(join(outDir, PAGE), page);
      compressFile(join(outDir, PAGE));
      writeFileSync(join(outDir, 'prerendered.json'), JSON.stringify({ '/user/login': PAGE }));
    },
  };
}
