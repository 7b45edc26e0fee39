import { join } from 'node:path';

const ENTRY = 'src/boot/list-shell.ts';

/**
 * The list shell (`src/boot/list-shell.ts`) as one minified classic script for index.html's head: the signed-in
 * requests of a full navigation start while the HTML is parsed, and the shell paints without waiting for a script
 * file. `env`: Vite's `import.meta.env` of the build.
 */
export async function inlineEarlyScript(root: string, env: Record<string, unknown>): Promise<string> {
  // Loaded when used: the build's tests import this file in jsdom, where esbuild refuses to load.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, ENTRY)],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
    define: { 'import.meta.env': JSON.stringify(env) },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return `<script>${code.replace(/<\/(script)/gi, '<\\/$1').trim()}</script>`;
}
