import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSameTarget } from '../../../lib/navigation.ts';
import { renderApp } from '../../../test/render.tsx';
import { useNavigateOnce } from './useNavigateOnce.ts';

function Go({ to }: { to: string }) {
  const go = useNavigateOnce();
  return (
    <button type="button" onClick={() => go(to)}>
      go {to}
    </button>
  );
}

describe('navigation de-duplication (docs/product.md "Screens and routes")', () => {
  it('compares path and query, ignoring a trailing slash', () => {
    expect(isSameTarget('/pagesB/user/about', { pathname: '/pagesB/user/about', search: '' })).toBe(true);
    expect(isSameTarget('/pagesB/user/about/', { pathname: '/pagesB/user/about', search: '' })).toBe(true);
    expect(isSameTarget('/a?x=1', { pathname: '/a', search: '?x=1' })).toBe(true);
    expect(isSameTarget('/a?x=2', { pathname: '/a', search: '?x=1' })).toBe(false);
    expect(isSameTarget('/b', { pathname: '/a', search: '' })).toBe(false);
  });

  it('does not stack the page already shown; other targets are pushed', async () => {
    const table = [
      { path: '/a', element: <Go to="/a" /> },
      { path: '/b', element: <Go to="/b" /> },
    ];
    const { router } = renderApp('/a', table);
    const before = router.state.location.key;
    await act(async () => {
      fireEvent.click(screen.getByText('go /a'));
      fireEvent.click(screen.getByText('go /a'));
    });
    expect(router.state.location.key).toBe(before);
    expect(router.state.historyAction).toBe('POP');

    await act(async () => router.navigate('/b'));
    await act(async () => {
      fireEvent.click(screen.getByText('go /b'));
    });
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
  });
});
