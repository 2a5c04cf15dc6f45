import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';

const MAX_RETRIES = 3;

/** A refusal (4xx: a bad request, a missing record, a lost session) will not come back by retrying. */
export const retryUnlessClientError = (failureCount: number, error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < MAX_RETRIES;

// Fresh 5 minutes, kept 10 minutes, 3 retries of a server fault (never of a 4xx), no refetch on focus
// (docs/product.md#client-timing).
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: retryUnlessClientError,
  refetchOnWindowFocus: false,
} as const;

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
