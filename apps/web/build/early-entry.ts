import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Entries loaded by async module scripts at the top of the page (the list shell is inline: build/inline-early.ts). */
const ENTRIES = { early: 'src/boot/early.ts' } as const;
/** Marks the preloads of the early entries' imports (kept in index.html, where the app's preloads are moved out). */
export const EARLY_PRELOAD = 'data-early';

/**
 * `src/boot/early.ts` and `src/boot/list-shell.ts` as their own entries, loaded by async module scripts at the top of
 * the page: they run as soon as their few small modules arrive, not after the app's whole module graph and the
 * stylesheet (Vite would bundle a second script of index.html into the main entry).
 */
export function earlyEntry(): Plugin {
  return {
    name: 'yunzhan-early-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: (config) => ({
      build: {
        rolldownOptions: {
          input: {
            index: join(config.root ?? process.cwd(), 'index.html'),
            ...Object.fromEntries(
              Object.entries(ENTRIES).map(([name, path]) => [name, join(config.root ?? process.cwd(), path)]),
            ),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(ENTRIES).flatMap((name) => {
          const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === name);
          if (!chunk) return [];
          // Its static imports are fetched beside it instead of after it has arrived.
          const preloads = chunk.type === 'chunk' ? chunk.imports : [];
          return [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
              injectTo: 'head-prepend' as const,
            },
            ...preloads.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [EARLY_PRELOAD]: true },
              injectTo: 'head-prepend' as const,
            })),
          ];
        });
      },
    },
  };
}
