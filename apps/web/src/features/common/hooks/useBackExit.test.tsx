import { act, render } from '@testing-library/react';
import { createHashRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBackExit } from './useBackExit.ts';

function Tabs() {
  useBackExit();
  return <Outlet />;
}

function app() {
  return createHashRouter([
    {
      element: <Tabs />,
      children: [
        { path: '/', element: <p>home</p> },
        { path: '/elsewhere', element: <p>elsewhere</p> },
      ],
    },
  ]);
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  window.history.replaceState(null, '', '#/');
});

describe('useBackExit: the "press again to exit" guard on a tab root (SPEC §8)', () => {
  it('puts a guard entry on top of the tab root it starts on', async () => {
    window.history.replaceState({ idx: 0 }, '', '#/');
    const router = app();
    render(<RouterProvider router={router} />);
    await settle();
    expect(window.location.hash).toBe('#/');
    expect((window.history.state as { usr?: Record<string, unknown> }).usr?.backExitGuard).toBe(true);
  });

  it('does not take the person back when the browser moved on before the guard was pushed', async () => {
    window.history.replaceState({ idx: 0 }, '', '#/');
    let moved = false;
    // The browser changes address after the tab rendered and before the effect that pushes the guard ran
    // (a quick tap, a test's goto): done here during the render, which comes before the effects.
    function HomeLeftAtOnce() {
      if (!moved) {
        moved = true;
        window.history.pushState(null, '', '#/elsewhere');
      }
      return <p>home</p>;
    }
    const router = createHashRouter([
      {
        element: <Tabs />,
        children: [
          { path: '/', element: <HomeLeftAtOnce /> },
          { path: '/elsewhere', element: <p>elsewhere</p> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await settle();
    expect(window.location.hash).toBe('#/elsewhere');
  });
});
