import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { placeholderModules } from '@northstar/shared/modules';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { RouteError } from '../components/ui/route-error.tsx';
import { RootLayout } from './root-layout.tsx';
import { GuestOnly, RequireAdmin, RequireAuth } from './route-guards.tsx';

// Every page is its own chunk, so `/` and `/login` download only what they render.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    children: [
      {
        Component: GuestOnly,
        children: [
          { index: true, lazy: page(() => import('./routes/landing.route.tsx')) },
          { path: 'login', lazy: page(() => import('./routes/login.route.tsx')) },
          { path: 'register', lazy: page(() => import('./routes/register.route.tsx')) },
          { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password.route.tsx')) },
        ],
      },
      { path: 'reset-password', lazy: page(() => import('./routes/reset-password.route.tsx')) },
      { path: 'terms', lazy: page(() => import('./routes/terms.route.tsx')) },
      { path: 'privacy', lazy: page(() => import('./routes/privacy.route.tsx')) },
      {
        path: 'dashboard',
        Component: RequireAuth,
        children: [
          {
            lazy: page(() => import('./routes/dashboard.route.tsx')),
            // A page that fails to load or render shows an error inside the shell, sidebar intact.
            children: [
              {
                ErrorBoundary: RouteError,
                children: [
                  { index: true, element: <Navigate to="/dashboard/analytics" replace /> },
                  { path: 'analytics', lazy: page(() => import('./routes/analytics.route.tsx')) },
                  { path: HUB_MODULE_ID, lazy: page(() => import('./routes/hub.route.tsx')) },
                  { path: 'campaigns', lazy: page(() => import('./routes/campaigns.route.tsx')) },
                  {
                    path: 'campaign-builder/*',
                    lazy: page(() => import('./routes/campaign-builder.route.tsx')),
                  },
                  { path: 'settings', lazy: page(() => import('./routes/settings.route.tsx')) },
                  // Modules not built yet read "<Name> - Coming Soon".
                  ...placeholderModules.map((module) => ({
                    path: module.id,
                    lazy: page(() => import('./routes/placeholder.route.tsx')),
                  })),
                  {
                    path: 'admin',
                    Component: RequireAdmin,
                    children: [
                      { index: true, lazy: page(() => import('./routes/admin.route.tsx')) },
                      { path: 'users', lazy: page(() => import('./routes/user-management.route.tsx')) },
                    ],
                  },
                  { path: '*', element: <Navigate to="/dashboard/analytics" replace /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
