import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { appQueryClient } from '../lib/queryClient.ts';
import { createAppRouter } from './routes.tsx';

/**
 * Providers and the router. antd-mobile's ConfigProvider is left out on purpose: every antd text the app
 * shows (dialog buttons, pull-to-refresh) is passed from our own locales, which keeps its locale tables
 * out of the first load.
 */
export function App() {
  const [queryClient] = useState(appQueryClient);
  const router = useMemo(createAppRouter, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
