import { PRODUCT_NAME } from '@northstar/shared/brand';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';

// /dashboard/campaign-builder/*: the list, the two builders and the preview, each its own chunk so the
// list never downloads the builder and the builder never downloads the list.
const CampaignListPage = lazy(async () => ({
  default: (await import('../../features/campaign-builder/components/list/campaign-list-page.tsx'))
    .CampaignListPage,
}));
const BuilderPage = lazy(async () => ({
  default: (await import('../../features/campaign-builder/components/builder/builder-page.tsx')).BuilderPage,
}));
const PreviewPage = lazy(async () => ({
  default: (await import('../../features/campaign-builder/components/preview/preview-page.tsx')).PreviewPage,
}));

function PageFallback() {
  return (
    <div className="flex justify-center py-24">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}

export default function CampaignBuilderRoute() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route
          index
          element={
            <>
              <title>{`Campaign Builder - ${PRODUCT_NAME}`}</title>
              <CampaignListPage />
            </>
          }
        />
        {/* key: switching between the builders remounts, so each decides afresh what to open. */}
        <Route path="universal" element={<BuilderPage key="universal" type="universal" />} />
        <Route path="regulated" element={<BuilderPage key="regulated" type="regulated" />} />
        <Route path="universal-test" element={<PreviewPage />} />
        <Route path="*" element={<Navigate to="/dashboard/campaign-builder" replace />} />
      </Routes>
    </Suspense>
  );
}
