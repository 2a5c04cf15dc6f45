import { PRODUCT_NAME } from '@northstar/shared/brand';
import { comingSoonTitle, isModuleActive, placeholderModules } from '@northstar/shared/modules';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';

// One route file serves every placeholder module; the path says which one.
export default function PlaceholderRoute() {
  const { pathname } = useLocation();
  const module = placeholderModules.find((candidate) => isModuleActive(candidate, pathname));
  const title = module ? comingSoonTitle(module) : 'Coming Soon';
  return (
    <>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <ComingSoon title={title}>
        We are building this module. Your other modules are ready to use from the sidebar.
      </ComingSoon>
    </>
  );
}
