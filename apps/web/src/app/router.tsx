import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, type RouteObject, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../kit/page-loader';
import { useSession } from '../lib/use-session';
import { HOME_PATH, RequireAnonymous, RequireAuth, RequirePermission } from './guards';
// Not a lazy route: a lazy route would first commit the loader, after which React holds the page back
// up to 300 ms. (A logged-out start shows the same form without the router: main.tsx.)
import { LoginForm } from './login/login-page';
import { RouteError } from './route-error';
import { SECTIONS } from './sections';

// The logged-in layout brings the Mantine styles the login page leaves out, linked before its own.
const AppLayout = lazy(() =>
  Promise.all([import('./mantine-more.css'), import('./layout/app-layout')]).then(([, layout]) => layout),
);
const HomePage = lazy(() => import('./home/home-page'));

/**
 * The login form inside the router (after a logout or an expired session): once signed in, back to the
 * page the session ended on (RequireAuth passes it), else home. Under the expired-session message it
 * leaves the cursor to the message, which gives it back on Aceptar (session-effects.tsx).
 */
function LoginPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const { endReason } = useSession();
  return (
    <LoginForm
      autoFocus={endReason !== 'idle'}
      onSignedIn={() => navigate(from ?? HOME_PATH, { replace: true })}
    />
  );
}

/** Routes generated from SECTIONS: every path of a section is behind its view permission. */
const sectionRoutes: RouteObject[] = SECTIONS.flatMap((section) =>
  section.paths.map((path) => ({
    path,
    // A section that fails shows the Spanish fallback inside the layout (menu and work area stay).
    errorElement: <RouteError />,
    element: (
      <RequirePermission permission={section.permission} title={section.title}>
        <section.page />
      </RequirePermission>
    ),
  })),
);

export const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement: <RouteError />,
    element: (
      <RequireAnonymous>
        <LoginPage />
      </RequireAnonymous>
    ),
  },
  {
    path: '/',
    errorElement: <RouteError />,
    element: (
      <RequireAuth>
        <Suspense fallback={<PageLoader fullScreen />}>
          <AppLayout />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace />, errorElement: <RouteError /> },
      { path: 'home', element: <HomePage />, errorElement: <RouteError /> },
      ...sectionRoutes,
    ],
  },
  // Spec §2: unknown paths redirect to home.
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
];

export function createRouter() {
  return createHashRouter(routes);
}
