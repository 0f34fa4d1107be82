import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '../app/routes.tsx';
import { bindNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/queryClient.ts';

/** The real route table in memory at `path`, with the providers main.tsx uses. */
export function renderApp(path: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  bindNavigator((to, options) => void router.navigate(to, options));
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/** A `renderHook` wrapper with a fresh query client, for hooks that read or write through lib/queries.ts. */
export function withQueryClient() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

export function renderInRouter(element: ReactElement, path = '/') {
  return renderApp(path, [{ path: '*', element }]);
}

export type FakeResponse = { status?: number; body?: unknown };

/** A fetch double answering by path (without /api and query); unknown paths get a 404. */
export function fakeFetch(answers: Record<string, FakeResponse | ((init: RequestInit) => FakeResponse)>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const path = url.replace(/^\/api/, '').split('?')[0] ?? '';
    const answer = answers[path];
    const { status = 200, body } = typeof answer === 'function' ? answer(init) : (answer ?? { status: 404 });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}
