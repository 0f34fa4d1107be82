import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { headFor, PULL_HEAD_HEIGHT } from '../hooks/usePullDown.ts';
import { PullRefresh } from './PullRefresh.tsx';

/** A refresh the test finishes when it wants to. */
function deferred() {
  let finish = () => {};
  const promise = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe('pull-to-refresh has a single-pointer alternative (WCAG 2.2 SC 2.5.7)', () => {
  it('a named refresh button reloads, ignores taps while busy, and announces when done', async () => {
    const run = deferred();
    const onRefresh = vi.fn(() => run.promise);
    render(
      <PullRefresh onRefresh={onRefresh}>
        <p>list</p>
      </PullRefresh>,
    );
    const button = screen.getByRole('button', { name: '刷新' });
    expect(screen.getByText('list')).toBeTruthy();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      run.finish();
      await run.promise;
    });
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('刷新成功');
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('is named in English too, and its size comes from the target variable (44 px, 60 px in elder mode)', async () => {
    await changeLanguage('en-US');
    render(
      <PullRefresh onRefresh={async () => {}}>
        <p>list</p>
      </PullRefresh>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button.className).toBe('kit-round-button pull-refresh__button');
    // The CSS rule itself (unit tests load no CSS): the kit's round button follows --ll-target, which
    // theme.css sets to 44 px and html.elder to 60 px.
    const css = fs.readFileSync(path.join(import.meta.dirname, '../../../styles/kit.css'), 'utf8');
    const rule = /\.kit-round-button \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('width: var(--ll-target);');
    expect(rule).toContain('height: var(--ll-target);');
  });
});

/** A one-finger touch at (`x`, `y`) on `target`, as the browser sends it. */
function touch(
  target: Element,
  type: 'touchstart' | 'touchmove' | 'touchend' | 'touchcancel',
  y: number,
  x = 0,
) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', {
    value: type === 'touchend' || type === 'touchcancel' ? [] : [{ clientX: x, clientY: y }],
  });
  target.dispatchEvent(event);
  return event;
}

/** A list under PullRefresh: its head and the area a finger pulls. */
function renderPullable(onRefresh: () => Promise<unknown>) {
  render(
    <PullRefresh onRefresh={onRefresh}>
      <p>list</p>
    </PullRefresh>,
  );
  return { head: screen.getByTestId('pull-head'), area: screen.getByText('list') };
}

describe('pull-down refresh by touch', () => {
  it('opens the head as the finger pulls, refreshes past the threshold, says so, then closes', async () => {
    vi.useFakeTimers();
    const run = deferred();
    const onRefresh = vi.fn(() => run.promise);
    const { head, area } = renderPullable(onRefresh);
    act(() => void touch(area, 'touchstart', 100));
    const moves: Event[] = [];
    act(() => {
      moves.push(touch(area, 'touchmove', 150));
    });
    expect(moves[0]?.defaultPrevented).toBe(true);
    expect(head.textContent).toBe('下拉刷新');
    expect(Number.parseFloat(head.style.height)).toBeCloseTo(headFor(50));
    act(() => void touch(area, 'touchmove', 400));
    expect(head.textContent).toBe('松开立即刷新');
    act(() => void touch(area, 'touchend', 400));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head.textContent).toBe('正在刷新');
    expect(head.style.height).toBe(`${PULL_HEAD_HEIGHT}px`);
    // A second pull while it refreshes does nothing.
    act(() => void touch(area, 'touchstart', 100));
    act(() => void touch(area, 'touchmove', 400));
    act(() => void touch(area, 'touchend', 400));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      run.finish();
      await run.promise;
    });
    expect(head.textContent).toBe('刷新成功');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(head.style.height).toBe('0px');
    expect(head.textContent).toBe('');
    vi.useRealTimers();
  });

  it('lets go without refreshing below the threshold, and leaves a scrolled page to scroll', () => {
    const onRefresh = vi.fn(async () => {});
    const { head, area } = renderPullable(onRefresh);
    act(() => void touch(area, 'touchstart', 100));
    act(() => void touch(area, 'touchmove', 160));
    act(() => void touch(area, 'touchend', 160));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');

    // Pulled past the threshold, then the browser cancels the touch: the head closes, nothing refreshes.
    act(() => void touch(area, 'touchstart', 100));
    act(() => void touch(area, 'touchmove', 400));
    act(() => void touch(area, 'touchcancel', 400));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');

    const page = document.scrollingElement as HTMLElement;
    page.scrollTop = 300;
    try {
      act(() => void touch(area, 'touchstart', 100));
      const move = touch(area, 'touchmove', 400);
      expect(move.defaultPrevented).toBe(false);
      act(() => void touch(area, 'touchend', 400));
      expect(onRefresh).not.toHaveBeenCalled();
    } finally {
      page.scrollTop = 0;
    }
  });

  it('takes a sideways swipe at the top (the banner carousel) for a swipe, not a pull', () => {
    const onRefresh = vi.fn(async () => {});
    const { head, area } = renderPullable(onRefresh);
    act(() => void touch(area, 'touchstart', 100, 100));
    const moves: Event[] = [];
    act(() => {
      moves.push(touch(area, 'touchmove', 110, 160));
      moves.push(touch(area, 'touchmove', 400, 170));
    });
    act(() => void touch(area, 'touchend', 400, 170));
    expect(moves.map((move) => move.defaultPrevented)).toEqual([false, false]);
    expect(head.style.height).toBe('0px');
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
