import { act, render, screen } from '@testing-library/react';
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

describe('useBackExit: "press again to exit" on a tab root (docs/product.md "Loading and feedback")', () => {
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

  it('a back press off the guard says "press again to exit"', async () => {
    window.history.replaceState({ idx: 0 }, '', '#/');
    render(<RouterProvider router={app()} />);
    await settle();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByText('再按一次退出')).toBeTruthy();
  });

  /**
   * What following a link to '#/' does in a browser: a new entry without state (or, to the address already
   * shown, the current entry replaced), then popstate, which the router reads as a POP. jsdom's fragment
   * navigation does not fire popstate, so both are done here.
   */
  async function followLinkHome(entry: 'new' | 'replaced') {
    await act(async () => {
      if (entry === 'new') window.history.pushState(null, '', '#/');
      else window.history.replaceState(null, '', '#/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await settle();
  }

  const guarded = () => (window.history.state as { usr?: Record<string, unknown> }).usr?.backExitGuard;

  it('arriving on a tab root by its address (a link, a message) is no back press: no toast, a guard', async () => {
    window.history.replaceState({ idx: 0 }, '', '#/elsewhere');
    render(<RouterProvider router={app()} />);
    await settle();
    await followLinkHome('new');
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.queryByText('再按一次退出')).toBeNull();
    expect(guarded()).toBe(true);
  });

  it('opening the address already shown (the guard replaced by a browser entry) is no back press either', async () => {
    window.history.replaceState({ idx: 0 }, '', '#/');
    render(<RouterProvider router={app()} />);
    await settle();
    await followLinkHome('replaced');
    expect(screen.queryByText('再按一次退出')).toBeNull();
    expect(guarded()).toBe(true);
  });
});
