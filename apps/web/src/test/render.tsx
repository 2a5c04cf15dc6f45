import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { QUERY_DEFAULTS } from '../app/query-client.ts';

/** The app's query defaults, minus retry back-off waits. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retryDelay: 0 } } });

/** What a test asks of the memory router: where the app is now, and a way to go elsewhere. */
export interface TestRouter {
  /** Shaped like a data router's `router.state`, so assertions read `router.state.location.pathname`. */
  state: { location: Location };
  navigate: (to: string) => void;
}

/**
 * A declarative router keeps its state inside React; RouterSpy, rendered in the router, reports the
 * committed location (not one a pending transition may still discard) and a navigate function.
 */
export function createRouterSpy() {
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: () => {},
  };
  function RouterSpy() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      router.state = { location };
      router.navigate = (to) => void navigate(to);
    });
    return null;
  }
  return { router, RouterSpy };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` inside a memory router; other paths render a probe showing where we went. */
export function renderAt(ui: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const { router, RouterSpy } = createRouterSpy();
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <RouterSpy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
