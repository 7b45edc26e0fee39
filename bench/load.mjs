// One load generator for every case of a run: wrk when it is installed (a C program: it leaves the server most of
// the CPU on a small machine), else autocannon (a Node process that competes with the server for the same cores).
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';

// autocannon reads its latency percentiles from this shared list, which lacks the p95 the targets name: add it,
// so the p95 comes from autocannon's own histogram at no cost to the run.
const require = createRequire(import.meta.url);
const autocannonDir = dirname(require.resolve('autocannon'));
const { percentiles } = require(require.resolve('hdr-histogram-percentiles-obj', { paths: [autocannonDir] }));
if (!percentiles.includes(95)) percentiles.push(95);

const WRK = (() => {
  if (process.env.BENCH_LOAD === 'autocannon') return undefined;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return 'wrk';
  } catch (e) {
    // wrk prints its version and exits 1: it is there when it could be started at all.
    return e.code === 'ENOENT' ? undefined : 'wrk';
  }
})();

/** Counts the answers by status in every thread and prints them at the end (wrk itself only counts non-2xx/3xx). */
const STATUS_SCRIPT = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) codes = {} end
function response(status, headers, body) codes[status] = (codes[status] or 0) + 1 end
function done(summary, latency, requests)
  local all = {}
  for _, t in ipairs(threads) do
    for code, n in pairs(t:get("codes")) do all[code] = (all[code] or 0) + n end
  end
  local parts = {}
  for code, n in pairs(all) do table.insert(parts, string.format('"%d":%d', code, n)) end
  io.write("STATUS {" .. table.concat(parts, ",") .. "}\\n")
  io.write(string.format("P95 %.3f\\n", latency:percentile(95) / 1000))
  io.write(string.format("RPS %.1f\\n", summary.requests / (summary.duration / 1e6)))
  io.write(string.format("ERRORS %d\\n", summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;

/** Each request adds `name=<random 1…max>` to the URL's query (`random`). */
const randomScript = ({ name, max }) => `
local seeded = false
function request()
  if not seeded then math.randomseed(os.time()) seeded = true end
  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "${name}=" .. math.random(1, ${max}))
end
`;

export const loadGenerator = WRK ?? 'autocannon';

/**
 * Runs `seconds` of load with `connections` clients; answers { rps, p95, codes, errors }. `random: { name, max }`:
 * every request names its own value of a query parameter (a client that defeats a cache keyed by the URL).
 */
export async function load({ url, headers = {}, connections, seconds, random }) {
  if (!WRK) {
    const requests = random && [
      {
        setupRequest: (req) => {
          const sep = req.path.includes('?') ? '&' : '?';
          return { ...req, path: `${req.path}${sep}${random.name}=${1 + Math.floor(Math.random() * random.max)}` };
        },
      },
    ];
    const r = await autocannon({ url, headers, connections, duration: seconds, ...(requests ? { requests } : {}) });
    const codes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
    return { rps: r.requests.average, p95: r.latency.p95, codes, errors: r.errors };
  }
  const dir = mkdtempSync(join(tmpdir(), 'yunzhan-wrk-'));
  try {
    const script = join(dir, 'status.lua');
    writeFileSync(script, random ? STATUS_SCRIPT + randomScript(random) : STATUS_SCRIPT);
    // autocannon's timeout (wrk's own, 2 s, counts a slow admin page on a loaded machine as an error).
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    args.push(url);
    const out = await new Promise((resolve, reject) =>
      execFile('wrk', args, { maxBuffer: 1 << 20 }, (err, stdout) => (err ? reject(err) : resolve(stdout))),
    );
    const field = (name) => out.match(new RegExp(`^${name} (.*)$`, 'm'))?.[1];
    return {
      rps: Number(field('RPS')),
      p95: Number(field('P95')),
      codes: JSON.parse(field('STATUS') ?? '{}'),
      errors: Number(field('ERRORS') ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
