import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../kit/page-loader';
import { RequireAnonymous, RequireAuth, RequirePermission } from './guards';
import { SECTIONS } from './sections';

const LoginPage = lazy(() => import('./login/login-page'));
const AppLayout = lazy(() => import('./layout/app-layout'));
const HomePage = lazy(() => import('./home/home-page'));

/** Routes generated from SECTIONS: every path of a section is behind its view permission. */
const sectionRoutes: RouteObject[] = SECTIONS.flatMap((section) =>
  section.paths.map((path) => ({
    path,
    element: (
      <RequirePermission permission={section.permission}>
        <section.page />
      </RequirePermission>
    ),
  })),
);

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <RequireAnonymous>
        <Suspense fallback={<PageLoader fullScreen />}>
          <LoginPage />
        </Suspense>
      </RequireAnonymous>
    ),
  },
  {
    path: '/',
    element: (
      <RequireAuth>
        <Suspense fallback={<PageLoader fullScreen />}>
          <AppLayout />
        </Suspense>
      </RequireAuth>
    ),
    children: [{ index: true, element: <HomePage /> }, ...sectionRoutes],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createRouter() {
  return createHashRouter(routes);
}
