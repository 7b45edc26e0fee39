// Bundles the server (and @yunzhan/common, which ships as TypeScript source) into dist/main.js, and each worker
// thread's module on its own beside it (`core/worker-thread.ts` starts `dist/<name>.js`).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@yunzhan/'));

await build({
  entryPoints: { main: 'src/main.ts', 'render-worker': 'src/modules/site-render/render-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
