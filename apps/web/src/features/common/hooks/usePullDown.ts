import { useEffect, useRef, useState } from 'react';

export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head's height while it refreshes, and how far it must be pulled to refresh (px; antd-mobile's). */
export const PULL_HEAD_HEIGHT = 40;
export const PULL_THRESHOLD = 60;
/** How long "refreshed" stays before the head closes. */
const COMPLETE_DELAY_MS = 500;
/** How far (px) a finger moves before its direction decides whether the touch is a pull. */
const AXIS_SLOP = 6;
/** The pull gives way as it goes (a rubber band): `distance` of finger is this much of head. */
const STRETCH = PULL_HEAD_HEIGHT * 5;
export const headFor = (distance: number) => (distance * STRETCH * 0.5) / (STRETCH + 0.5 * distance);

/** Whether `element` and every box it scrolls in are at their top: a pull there is a refresh, not a scroll. */
function atTop(element: Element): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
}

/**
 * Pull-down to refresh by touch, as antd-mobile's PullToRefresh does it (the same head, threshold and
 * stretch) without its animation and gesture libraries (~60 KB of script on the entry page). Touch only:
 * a mouse or keyboard uses the refresh button beside it (PullRefresh). `ref` goes on the pulled area;
 * `height` is the head's.
 */
export function usePullDown(onRefresh: () => Promise<unknown>) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus>('idle');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    let startY: number | undefined;
    let startX = 0;
    /** Whether the finger has moved far enough to say which way it goes (a sideways swipe is no pull). */
    let decided = false;
    let head = 0;
    let busy = false;
    const show = (next: number, nextStatus: PullStatus) => {
      head = next;
      setHeight(next);
      setStatus(nextStatus);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = !busy && event.touches.length === 1 && touch && atTop(area) ? touch.clientY : undefined;
      startX = touch?.clientX ?? 0;
      decided = false;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === undefined || !touch) return;
      const distance = touch.clientY - startY;
      if (!decided) {
        const sideways = Math.abs(touch.clientX - startX);
        if (Math.max(sideways, Math.abs(distance)) < AXIS_SLOP) return;
        decided = true;
        // Sideways (a carousel, a row of tabs): not a pull, for the rest of this touch.
        if (sideways > Math.abs(distance)) {
          startY = undefined;
          return;
        }
      }
      if (distance <= 0) {
        // Back up to where it started: the page scrolls as usual.
        if (head > 0) show(0, 'idle');
        return;
      }
      // The page neither scrolls nor bounces while the head is pulled.
      if (event.cancelable) event.preventDefault();
      setDragging(true);
      const next = headFor(distance);
      show(next, next > PULL_THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = async () => {
      if (startY === undefined) return;
      startY = undefined;
      setDragging(false);
      if (head <= PULL_THRESHOLD) {
        show(0, 'idle');
        return;
      }
      busy = true;
      show(PULL_HEAD_HEIGHT, 'refreshing');
      try {
        await refresh.current();
      } catch {
        // The screen shows a failed read itself (QueryState); the head only closes.
      }
      setStatus('complete');
      await new Promise((resolve) => setTimeout(resolve, COMPLETE_DELAY_MS));
      show(0, 'idle');
      busy = false;
    };
    area.addEventListener('touchstart', onStart, { passive: true });
    area.addEventListener('touchmove', onMove, { passive: false });
    // The browser took the touch away (a call, the system's own gesture): the head closes, nothing refreshes.
    const onCancel = () => {
      if (startY === undefined) return;
      startY = undefined;
      setDragging(false);
      show(0, 'idle');
    };
    area.addEventListener('touchend', onEnd);
    area.addEventListener('touchcancel', onCancel);
    return () => {
      area.removeEventListener('touchstart', onStart);
      area.removeEventListener('touchmove', onMove);
      area.removeEventListener('touchend', onEnd);
      area.removeEventListener('touchcancel', onCancel);
    };
  }, []);

  return { ref, status, height, dragging };
}
