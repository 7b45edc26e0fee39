import { join } from 'node:path';
import type { Plugin } from 'vite';

const NAME = 'early';

/**
 * `src/boot/early.ts` as its own entry, loaded by an async module script at the top of the page: it runs as soon as
 * its few small modules arrive, not after the app's whole module graph and the stylesheet (Vite would bundle a second
 * script of index.html into the main entry).
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
            [NAME]: join(config.root ?? process.cwd(), 'src/boot/early.ts'),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === NAME);
        if (!chunk) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
