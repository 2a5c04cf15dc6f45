import { HUB_MODULE_ID, HUB_TITLE, PRODUCT_NAME } from '@northstar/shared/brand';
import { comingSoonTitle, findModule } from '@northstar/shared/modules';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';

// Placeholder until the AI hub is built; labelled with the product name like its sidebar entry.
export default function HubRoute() {
  const title = comingSoonTitle(findModule(HUB_MODULE_ID) ?? { label: PRODUCT_NAME });
  return (
    <>
      <title>{`${HUB_TITLE} - ${PRODUCT_NAME}`}</title>
      <ComingSoon title={title}>
        The {HUB_TITLE} will plan campaigns with you in a guided conversation, with live market pricing beside
        it.
      </ComingSoon>
    </>
  );
}
