import { Navigate } from 'react-router';
import { useMenuRoute } from '../router/menu-route-context';
import { containerTarget } from '../router/menu-routes';

/**
 * `layouts/RouteView`: a menu container. The layout normally redirects before a container renders; when one is
 * opened as a page anyway it forwards to its redirect or first child.
 */
export default function RouteView() {
  const { route } = useMenuRoute();
  return <Navigate to={containerTarget(route) ?? '/404'} replace />;
}
