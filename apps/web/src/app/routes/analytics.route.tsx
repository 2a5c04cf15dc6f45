import { PRODUCT_NAME } from '@northstar/shared/brand';
import { AnalyticsDashboard } from '../../features/analytics/components/analytics-dashboard.tsx';

export default function AnalyticsRoute() {
  return (
    <>
      <title>{`Analytics Dashboard - ${PRODUCT_NAME}`}</title>
      <AnalyticsDashboard />
    </>
  );
}
