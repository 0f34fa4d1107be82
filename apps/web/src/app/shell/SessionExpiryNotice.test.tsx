import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage.ts';
import { renderAt } from '../../test/renderOutsideRoutes.tsx';
import { SessionExpiryNotice } from './SessionExpiryNotice.tsx';

const tokenEndingAt = (ms: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(ms / 1000) })).replace(/=+$/, '')}.s`;

describe('the login-ending notice', () => {
  afterEach(() => vi.useRealTimers());

  it('appears five minutes before the login ends, names the time, and offers to sign in again', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    setToken(tokenEndingAt(Date.now() + 20 * 60_000));
    const { router } = renderAt(<SessionExpiryNotice />, '/pagesA/device/list');
    expect(screen.queryByTestId('session-notice')).toBeNull();
    await act(async () => vi.advanceTimersByTime(15 * 60_000 - 1));
    expect(screen.queryByTestId('session-notice')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    const notice = screen.getByTestId('session-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('您的登录将在');
    fireEvent.click(screen.getByTestId('session-notice-login'));
    expect(router.state.location.pathname).toBe('/pages/login/index');
    expect(router.state.location.search).toContain(encodeURIComponent('/pagesA/device/list'));
  });

  it('waits out a login longer than a browser timer holds (30 days) instead of warning at once', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const day = 24 * 60 * 60_000;
    setToken(tokenEndingAt(Date.now() + 30 * day));
    renderAt(<SessionExpiryNotice />);
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.queryByTestId('session-notice')).toBeNull();
    await act(async () => vi.advanceTimersByTime(29 * day));
    expect(screen.queryByTestId('session-notice')).toBeNull();
    await act(async () => vi.advanceTimersByTime(day - 5 * 60_000));
    expect(screen.getByTestId('session-notice')).toBeTruthy();
  });

  it('can be closed, and is not shown for a login with plenty of time', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    setToken(tokenEndingAt(Date.now() + 60_000));
    renderAt(<SessionExpiryNotice />);
    await act(async () => vi.advanceTimersByTime(0));
    fireEvent.click(screen.getByTestId('session-notice-close'));
    expect(screen.queryByTestId('session-notice')).toBeNull();
  });
});
