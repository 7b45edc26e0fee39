import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import PageLoading from '../components/PageLoading';
import { HOME_PATH } from '../config';
import { guardLoader } from './guard';
import RootView, { type RouteHandle } from './RootView';
import RouteError from './RouteError';

/** A lazily loaded route component (its own chunk). */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const titled = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey });

/**
 * Static routes of spec §2. Menu pages are not listed here: the main layout resolves any other path against
 * the routes built from the permission list (see `menu-routes.ts`) and sends unknown paths to /404.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: guardLoader,
    shouldRevalidate: () => true,
    Component: RootView,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/user',
        lazy: page(() => import('../layouts/UserLayout')),
        children: [
          { index: true, element: <Navigate to="/user/login" replace /> },
          { path: 'login', lazy: page(() => import('../pages/user/Login')), handle: titled('title.login') },
          { path: 'register', lazy: page(() => import('../pages/user/Register')), handle: titled('title.register') },
          {
            path: 'register-result',
            lazy: page(() => import('../pages/user/RegisterResult')),
            handle: titled('title.registerResult'),
          },
          {
            path: 'alteration',
            lazy: page(() => import('../pages/user/Alteration')),
            handle: titled('title.alteration'),
          },
        ],
      },
      { path: '/404', lazy: page(() => import('../pages/exception/NotFoundPage')), handle: titled('title.notFound') },
      {
        path: '/',
        lazy: page(() => import('../layouts/BasicLayout')),
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          { path: '*', element: null },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
