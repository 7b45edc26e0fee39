// Runs every benchmark against a fresh build; fails when one misses its target (after running them all).
import { execSync } from 'node:child_process';

const run = (cmd) => {
  try {
    execSync(cmd, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
};
if (!process.argv.includes('--no-build') && !run('npm run build')) process.exit(1);
const results = [
  'api',
  'users',
  'monitor',
  'delivery',
  'products',
  'intake',
  'excel',
  'login-size',
  'first-paint',
  'editable-table',
  'service-nearest',
  'templates',
  'workflow',
].map((name) => [name, run(`node bench/${name}.mjs`)]);
const missed = results.filter(([, ok]) => !ok).map(([name]) => name);
console.log(missed.length ? `\nmissed targets in: ${missed.join(', ')}` : '\nevery benchmark met its targets');
process.exitCode = missed.length ? 1 : 0;
