import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { placeholderModules } from '@northstar/shared/modules';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageBoundary } from './page-boundary.tsx';
import { RootLayout } from './root-layout.tsx';
import { GuestOnly, RequireAdmin, RequireAuth } from './route-guards.tsx';

// Declarative routes (not a data router: the app loads no data in loaders, and the data router is half of
// React Router's size). Every page is its own chunk, so `/` and `/login` download only what they render;
// BrowserRouter navigates in a transition, so the current page stays until the next one has loaded.
const LandingPage = lazy(() => import('./routes/landing.route.tsx'));
const LoginPage = lazy(() => import('./routes/login.route.tsx'));
const RegisterPage = lazy(() => import('./routes/register.route.tsx'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password.route.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password.route.tsx'));
const TermsPage = lazy(() => import('./routes/terms.route.tsx'));
const PrivacyPage = lazy(() => import('./routes/privacy.route.tsx'));
const DashboardLayout = lazy(() => import('./routes/dashboard.route.tsx'));
const AnalyticsPage = lazy(() => import('./routes/analytics.route.tsx'));
const HubPage = lazy(() => import('./routes/hub.route.tsx'));
const CampaignsPage = lazy(() => import('./routes/campaigns.route.tsx'));
const CampaignBuilderPage = lazy(() => import('./routes/campaign-builder.route.tsx'));
const SettingsPage = lazy(() => import('./routes/settings.route.tsx'));
const PlaceholderPage = lazy(() => import('./routes/placeholder.route.tsx'));
const AdminPage = lazy(() => import('./routes/admin.route.tsx'));
const UserManagementPage = lazy(() => import('./routes/user-management.route.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<GuestOnly />}>
          <Route index element={<LandingPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
        </Route>
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="dashboard" element={<RequireAuth />}>
          <Route element={<DashboardLayout />}>
            {/* A page that fails to load or render shows an error inside the shell, sidebar intact. */}
            <Route element={<PageBoundary />}>
              <Route index element={<Navigate to="/dashboard/analytics" replace />} />
              <Route path="analytics" element={<AnalyticsPage />} />
              <Route path={HUB_MODULE_ID} element={<HubPage />} />
              <Route path="campaigns" element={<CampaignsPage />} />
              <Route path="campaign-builder/*" element={<CampaignBuilderPage />} />
              <Route path="settings" element={<SettingsPage />} />
              {/* Modules not built yet read "<Name> - Coming Soon". */}
              {placeholderModules.map((module) => (
                <Route key={module.id} path={module.id} element={<PlaceholderPage />} />
              ))}
              <Route path="admin" element={<RequireAdmin />}>
                <Route index element={<AdminPage />} />
                <Route path="users" element={<UserManagementPage />} />
              </Route>
              <Route path="*" element={<Navigate to="/dashboard/analytics" replace />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
