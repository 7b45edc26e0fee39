import type { Language } from '../../core/language.js';
import { type HttpFigures, mergeHttp, type RouteTotals, routeView } from './http-stats.js';
import type { NodeView } from './monitor.js';
import { UNROUTED, WEB_FILES } from './recorder.js';

const ROUTE_NAMES_EN: readonly [string, string][] = [
  [WEB_FILES, '(web app files)'],
  [UNROUTED, '(no matching route)'],
];

/** A route's figures, the recorder's own route names (web app files, no route) in the interface language. */
function routeIn(r: RouteTotals, language: Language) {
  const view = routeView(r);
  if (language === 'en')
    for (const [zh, en] of ROUTE_NAMES_EN)
      if (view.route.endsWith(zh)) return { ...view, route: view.route.slice(0, -zh.length) + en };
  return view;
}

/** Tomcat信息's figures: totals since start, status codes, the last hour's routes with their percentiles. */
export function httpScreen(f: HttpFigures, language: Language = 'zh') {
  return {
    total: f.total,
    inFlight: f.inFlight,
    status: Object.entries(f.status)
      .map(([code, count]) => ({ code: Number(code), count }))
      .sort((a, b) => a.code - b.code),
    minutes: f.minutes,
    routes: f.routes.map((r) => routeIn(r, language)).sort((a, b) => b.count - a.count),
  };
}

/** The processes' HTTP figures as one: the selected process, or all of them added up. */
export function httpOf(view: NodeView<'http'>): HttpFigures {
  return view.entries.length === 1 ? view.entries[0].data : mergeHttp(view.entries.map((e) => e.data));
}

/** The 监控页: request rate and errors per minute of the last hour, slowest routes, live charts per process. */
export function overviewScreen(view: NodeView<'http'>, online: number, language: Language = 'zh') {
  const http = httpOf(view);
  const routes = http.routes.map((r) => routeIn(r, language));
  return {
    nodes: view.nodes,
    selected: view.selected,
    online,
    total: http.total,
    inFlight: http.inFlight,
    lastHour: {
      requests: http.minutes.reduce((s, m) => s + m.count, 0),
      errors: http.minutes.reduce((s, m) => s + m.errors, 0),
      rejected: http.minutes.reduce((s, m) => s + m.rejected, 0),
    },
    minutes: http.minutes,
    slowest: routes.sort((a, b) => b.p95 - a.p95 || b.count - a.count).slice(0, 10),
    errorRoutes: routes
      .filter((r) => r.errors > 0)
      .sort((a, b) => b.errors - a.errors)
      .slice(0, 10),
    processes: view.entries.map((e) => ({ node: e.node, at: e.at, samples: e.samples.slice(-60) })),
  };
}
