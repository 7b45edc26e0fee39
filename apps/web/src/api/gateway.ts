import type { Filter, Predicate } from '@yunzhan/common/gateway/route-spec';
import { deleteAction, getAction, postAction } from './http';

/** A row of `GET /sys/gatewayRoute/list` (contract §7.16): predicates and filters parsed. */
export interface GatewayRoute {
  id: string;
  routerId: string;
  name: string;
  uri: string;
  predicates: Predicate[];
  filters: Filter[];
  status: number;
  publicAccess: number;
}

/** The `router` of `updateAll`: predicates and filters as JSON strings, as JeecgBoot's form sends them. */
export interface RouterInput extends Omit<GatewayRoute, 'id' | 'predicates' | 'filters'> {
  id?: string;
  predicates: string;
  filters: string;
}

export const gatewayRoutes = () => getAction<GatewayRoute[]>('/sys/gatewayRoute/list');
export const saveGatewayRoute = (router: RouterInput) => postAction<null>('/sys/gatewayRoute/updateAll', { router });
export const deleteGatewayRoute = (id: string) => deleteAction<null>('/sys/gatewayRoute/delete', { id });
export const reloadGatewayRoutes = () => getAction<null>('/sys/gatewayRoute/clearRedis');
