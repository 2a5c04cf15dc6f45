// The analytics routes the calls go through, imported only dynamically (see campaign-contract.ts).
export { analyticsRoutes } from '@northstar/shared/contract/analytics';

/** The forecast routes bring the draft's schema: a chunk of their own, loaded with the accuracy card. */
export const loadForecastRoutes = async () =>
  (await import('@northstar/shared/contract/forecasts')).forecastRoutes;
