import { adminRoutes } from './admin.ts';
import { analyticsRoutes } from './analytics.ts';
import { authRoutes } from './auth.ts';
import { campaignRoutes } from './campaigns.ts';
import { forecastRoutes } from './forecasts.ts';
import { healthRoutes } from './health.ts';
import { holdoutTestRoutes } from './holdout-tests.ts';
import type { RouteDefinition } from './route.ts';
import { templateRoutes } from './templates.ts';
import { userRoutes } from './users.ts';

/** Every route of the API (below /api/v1), by resource: the contract test checks each one is registered. */
export const apiRouteTables: Record<string, Record<string, RouteDefinition>> = {
  health: healthRoutes,
  auth: authRoutes,
  users: userRoutes,
  admin: adminRoutes,
  campaigns: campaignRoutes,
  holdoutTests: holdoutTestRoutes,
  templates: templateRoutes,
  analytics: analyticsRoutes,
  forecasts: forecastRoutes,
};

export const apiRoutes = (): RouteDefinition[] => Object.values(apiRouteTables).flatMap(Object.values);
