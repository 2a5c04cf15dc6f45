import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
