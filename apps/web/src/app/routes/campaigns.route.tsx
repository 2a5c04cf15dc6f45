import { PRODUCT_NAME } from '@northstar/shared/brand';
import { findModule } from '@northstar/shared/modules';
import { CampaignManagement } from '../../features/campaigns/components/campaign-management.tsx';

const builderPath = findModule('campaign-builder')?.path ?? '/dashboard/campaign-builder';

export default function CampaignsRoute() {
  return (
    <>
      <title>{`Campaigns - ${PRODUCT_NAME}`}</title>
      <CampaignManagement builderPath={builderPath} />
    </>
  );
}
