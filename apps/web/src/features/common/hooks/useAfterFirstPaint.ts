import { startTransition, useEffect, useState } from 'react';

/** Whether the first screen of this page load has painted already (then nothing waits any more). */
let firstScreenPainted = false;

/**
 * False for the first render of the first screen of a page load, true from the frame after it has painted
 * (and at once on every later screen). The entry page renders what is below its first view with it: its
 * first commit is the part a person sees (and its largest picture), and the rest follows as a second,
 * smaller commit instead of one long task of layout for the whole page (bench/RESULTS.md 2026-11-28).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstScreenPainted);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the frame is painted; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        firstScreenPainted = true;
        startTransition(() => setPainted(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
