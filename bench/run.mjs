// Runs every benchmark against a fresh build and fails when one misses its target.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
if (!process.argv.includes('--no-build')) run('npm run build');
run('node bench/api.mjs');
run('node bench/users.mjs');
run('node bench/excel.mjs');
if (existsSync('bench/login-size.mjs')) run('node bench/login-size.mjs');
