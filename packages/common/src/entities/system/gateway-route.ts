import { entity } from '../define';
import { int, text, textarea } from '../fields';

/**
 * 网关路由 (contract §7.16): the server proxies `/gateway/{routerId}/…` to `uri` when the route's predicates match,
 * applying its filters (`gateway/route-spec.ts`: a closed set of typed kinds, never an expression). Status 0 takes the
 * route away at once; `publicAccess` 1 lets callers without a session through (default: a session is needed).
 */
export const sysGatewayRoute = entity({
  name: 'sys.gatewayRoute',
  table: 'sys_gateway_route',
  apiBase: '/sys/gatewayRoute',
  permPrefix: 'system:gatewayRoute',
  page: 'system/GatewayRouteList',
  title: '网关路由',
  en: 'Gateway route',
  uniqueIndex: ['routerId'],
  sort: { routerId: 'asc' },
  fields: {
    routerId: text({ label: '路由ID', en: 'Route ID', required: true, max: 64, unique: true }),
    name: text({ label: '路由名称', en: 'Route name', required: true, max: 100 }),
    uri: text({ label: '服务地址', en: 'Upstream URL', required: true, max: 500 }),
    predicates: textarea({ label: '路由条件', en: 'Predicates', max: 4000 }),
    filters: textarea({ label: '过滤器', en: 'Filters', max: 4000 }),
    status: int({ label: '状态', en: 'Status', min: 0, max: 1, default: 1 }),
    publicAccess: int({ label: '免登录访问', en: 'Public access', min: 0, max: 1, default: 0 }),
  },
});
