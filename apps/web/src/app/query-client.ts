import { QueryClient } from '@tanstack/react-query';

// Fresh 5 minutes, kept 10 minutes, 3 retries, no refetch on window focus (docs/product.md#client-timing).
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 3,
  refetchOnWindowFocus: false,
} as const;

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
