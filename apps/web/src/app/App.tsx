import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { HashRouter } from 'react-router';
import { appQueryClient } from '../lib/queryClient.ts';
import { AppRoutes } from './routes.tsx';

/**
 * Providers and the router. antd-mobile's ConfigProvider is left out on purpose: every antd text the app
 * shows (dialog buttons) is passed from our own locales, which keeps its locale tables
 * out of the first load.
 */
export function App() {
  const [queryClient] = useState(appQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </QueryClientProvider>
  );
}
