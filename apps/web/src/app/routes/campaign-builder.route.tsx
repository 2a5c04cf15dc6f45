import { PRODUCT_NAME } from '@northstar/shared/brand';
import { comingSoonTitle, findModule } from '@northstar/shared/modules';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';

// Placeholder for /dashboard/campaign-builder/*; the campaign builder issue replaces this route.
export default function CampaignBuilderRoute() {
  const title = comingSoonTitle(findModule('campaign-builder') ?? { label: 'Campaign Builder' });
  return (
    <>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <ComingSoon title={title}>
        Build universal and regulated campaigns in nine guided steps, with compliance checks before launch.
      </ComingSoon>
    </>
  );
}
