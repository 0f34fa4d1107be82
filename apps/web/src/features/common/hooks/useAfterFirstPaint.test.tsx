import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A page with a part below its first view, on a fresh copy of the hook's module (a fresh page load). */
async function pageOnFreshLoad() {
  vi.resetModules();
  const { useAfterFirstPaint } = await import('./useAfterFirstPaint.ts');
  return function Page() {
    const later = useAfterFirstPaint();
    return (
      <div>
        <p>top</p>
        {later && <p>below</p>}
      </div>
    );
  };
}

describe('useAfterFirstPaint', () => {
  it('leaves the part below the first view out of the first render of a page load, then adds it; later screens get it at once', async () => {
    const Page = await pageOnFreshLoad();
    const first = render(<Page />);
    expect(screen.getByText('top')).toBeTruthy();
    expect(screen.queryByText('below')).toBeNull();
    expect(await screen.findByText('below')).toBeTruthy();
    first.unmount();
    // The first screen has painted: a screen opened after it renders whole at once.
    render(<Page />);
    expect(screen.getByText('below')).toBeTruthy();
    await act(async () => {});
  });
});
