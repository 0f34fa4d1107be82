import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, SCREEN_LOAD_TIMEOUT_MS } from './lazyScreen.tsx';

function Loaded() {
  return <p>screen content</p>;
}

describe('lazy screens (docs/product.md "Loading and feedback")', () => {
  it('shows the loader only after 200 ms, then the screen', async () => {
    vi.useFakeTimers();
    let arrive: (m: { default: typeof Loaded }) => void = () => undefined;
    const Screen = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));
    render(<Screen />);
    await act(async () => vi.advanceTimersByTime(150));
    expect(screen.queryByText('加载中')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => arrive({ default: Loaded }));
    expect(screen.getByText('screen content')).toBeTruthy();
  });

  it('a preloaded screen renders at once, loading its code only once', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return { default: Loaded };
    });
    await Screen.preload();
    render(<Screen />);
    expect(screen.getByText('screen content')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('a chunk that fails offers a tap to retry, which loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: Loaded };
    });
    render(<Screen />);
    const retry = await screen.findByText('连接服务器超时，点击屏幕重试');
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('screen content')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('gives up after 60 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen(() => new Promise(() => undefined));
    render(<Screen />);
    await act(async () => vi.advanceTimersByTime(SCREEN_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText('连接服务器超时，点击屏幕重试')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('连接服务器超时，点击屏幕重试')).toBeTruthy();
  });
});
