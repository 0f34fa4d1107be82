import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/queryClient.ts';

/**
 * The providers and a memory router at `path` around one element. Unlike `renderInRouter` (test/render.tsx)
 * it leaves out the app's route table, and with it every screen routes.tsx imports: a test of one component
 * loads that component alone.
 */
export function renderAt(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
