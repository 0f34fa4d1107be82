import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
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
