import { render, screen, waitFor } from '@testing-library/react';
import { HashRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAddressCatchUp } from './useAddressCatchUp.ts';

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

/** Changes the address while the first screen renders, before the router listens, and tells no one. */
function AddressChangedDuringFirstRender({ to }: { to: string }) {
  if (!window.location.hash.endsWith(to)) window.history.replaceState(null, '', `#${to}`);
  return null;
}

function App({ catchUp, to }: { catchUp: boolean; to: string }) {
  return (
    <HashRouter>
      {catchUp ? <CatchUp /> : null}
      <AddressChangedDuringFirstRender to={to} />
      <Where />
    </HashRouter>
  );
}

function CatchUp() {
  useAddressCatchUp();
  return null;
}

describe('the router catches up with an address changed during its first render', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('shows the screen of the address that changed before the router listened', async () => {
    window.history.replaceState(null, '', '#/');
    render(<App catchUp to="/pagesD/admin/index?tab=audit" />);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/pagesD/admin/index?tab=audit'),
    );
    expect(window.location.hash).toBe('#/pagesD/admin/index?tab=audit');
  });

  it('without it, the first address stays on screen under the new one (what it guards against)', async () => {
    window.history.replaceState(null, '', '#/');
    render(<App catchUp={false} to="/pages/tabBar/user" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(window.location.hash).toBe('#/pages/tabBar/user');
  });

  it('an address that did not change is left alone (no extra navigation)', async () => {
    window.history.replaceState(null, '', '#/pages/tabBar/user');
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    render(<App catchUp to="/pages/tabBar/user" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('where').textContent).toBe('/pages/tabBar/user');
    // The router's own start marks its history entry (no address given); nothing navigates.
    expect(replace.mock.calls.filter((call) => call[2] !== undefined)).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
    replace.mockRestore();
    push.mockRestore();
  });
});
