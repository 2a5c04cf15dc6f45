import { TOAST_DURATION_MS } from '@northstar/shared/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { useAuthStore } from '../features/auth/stores/auth.store.ts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Cached server data belongs to the signed-in user: drop it whenever the session ends.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.isAuthenticated && !state.isAuthenticated) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        // Never over a page's primary action: on phones just under the 56 px menu bar (the page's buttons
        // come lower, full width); from 1024 px below the page header's row of buttons (Export Report,
        // New Campaign, the builder's Save draft), which ends by 136 px.
        containerClassName="top-16! lg:top-36!"
        toastOptions={{
          duration: TOAST_DURATION_MS.normal,
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
          // Theme variables, so toasts follow light/dark like the rest of the page.
          style: { background: 'var(--ns-card)', color: 'var(--ns-fg)', border: '1px solid var(--ns-line)' },
        }}
      />
    </QueryClientProvider>
  );
}
