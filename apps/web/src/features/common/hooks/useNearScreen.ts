import { useCallback, useState } from 'react';

/** How close to the screen (above or below) a picture starts to download. */
const NEAR = '200px';

/**
 * Whether the element has come near the screen (true from then on), and the ref to put on it. Without
 * IntersectionObserver it is near at once: nothing is held back where it cannot be watched.
 */
export function useNearScreen<T extends Element>(): [boolean, (node: T | null) => (() => void) | undefined] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${NEAR} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near],
  );
  return [near, ref];
}
