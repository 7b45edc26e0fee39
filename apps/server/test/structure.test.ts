import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SERVER = join(ROOT, 'apps/server/src');
const SOURCE_ROOTS = [SERVER, join(ROOT, 'apps/web/src'), join(ROOT, 'packages/common/src')].map((d) =>
  relative(ROOT, d),
);
const MAX_LINES = 400;

/** Every TypeScript file under a folder of the repository (paths relative to the repository root). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const isSeedData = (file: string) => file.startsWith('apps/server/src/db/seed/');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)(test|tests|__tests__)\//.test(file);
const isRoutes = (file: string) => /(^|\/|-)routes\.ts$/.test(file);
const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Query building a route handler leaves to its service. */
const QUERY_BUILDING = [
  /\bselectFrom\(/,
  /\binsertInto\(/,
  /\bupdateTable\(/,
  /\bdeleteFrom\(/,
  /\bsql`/,
  /\.execute\(/,
];

describe('structure', () => {
  const server = sourceFiles(relative(ROOT, SERVER));

  it('finds the files it checks', () => {
    expect(server.filter(isRoutes).length).toBeGreaterThan(10);
  });

  it('keeps SQL and query building out of routes files (parse → service → ok())', () => {
    const offenders = server.filter(isRoutes).flatMap((file) =>
      text(file)
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => QUERY_BUILDING.some((re) => re.test(line)))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it(`keeps every source file at most ${MAX_LINES} lines (seed data and tests aside)`, () => {
    const files = SOURCE_ROOTS.flatMap(sourceFiles).filter((f) => !isSeedData(f) && !isTest(f));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: text(file).split('\n').length - (text(file).endsWith('\n') ? 1 : 0) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });

  it('has one Kysely database type on the server (no `as unknown as` bridges)', () => {
    const bridges = server.filter((file) => text(file).includes('as unknown as'));
    expect(bridges).toEqual([]);
  });
});
