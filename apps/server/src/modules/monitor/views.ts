import { type HttpFigures, mergeHttp, routeView } from './http-stats.js';
import type { NodeView } from './monitor.js';

/** Tomcat信息's figures: totals since start, status codes, the last hour's routes with their percentiles. */
export function httpScreen(f: HttpFigures) {
  return {
    total: f.total,
    inFlight: f.inFlight,
    status: Object.entries(f.status)
      .map(([code, count]) => ({ code: Number(code), count }))
      .sort((a, b) => a.code - b.code),
    minutes: f.minutes,
    routes: f.routes.map(routeView).sort((a, b) => b.count - a.count),
  };
}

/** The processes' HTTP figures as one: the selected process, or all of them added up. */
export function httpOf(view: NodeView<'http'>): HttpFigures {
  return view.entries.length === 1 ? view.entries[0].data : mergeHttp(view.entries.map((e) => e.data));
}

/** The 监控页: request rate and errors per minute of the last hour, slowest routes, live charts per process. */
export function overviewScreen(view: NodeView<'http'>, online: number) {
  const http = httpOf(view);
  const routes = http.routes.map(routeView);
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
