import { QueryClient } from '@tanstack/react-query';

/** Server reads go through react-query; the request layer already toasts failures, so no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
