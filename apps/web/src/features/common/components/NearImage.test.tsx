import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearImage } from './NearImage.tsx';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
function watchIntersections() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, report };
}

describe('NearImage: a card picture downloads when it comes near the screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds the place with an empty box of the same class until the card is near, then shows the picture', () => {
    const { observers, report } = watchIntersections();
    const { container } = render(<NearImage className="ss-project__cover" src="/cover.png" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.ss-project__cover')).not.toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe('200px 0px');

    report(false);
    expect(container.querySelector('img')).toBeNull();

    report(true);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/cover.png');
    expect(image?.className).toBe('ss-project__cover');
  });

  it('shows the picture at once where the browser cannot watch the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<NearImage className="ss-news__cover" src="/news.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/news.png');
  });
});
