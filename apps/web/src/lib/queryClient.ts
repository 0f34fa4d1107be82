import { QueryClient } from '@tanstack/react-query';

let shared: QueryClient | undefined;

/** The app's one client: App provides it, and a screen's loader may start its reads early (preloadHome). */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/** The client a running App provides, or undefined (tests render routes with a client of their own). */
export function runningAppQueryClient(): QueryClient | undefined {
  return shared;
}

/** Server reads go through react-query; the request layer already toasts failures, so no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
