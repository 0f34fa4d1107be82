import { useSyncExternalStore } from 'react';

/**
 * The reader asked the system for less motion (WCAG 2.2.2, 2.3.3; older and motion-sensitive people often
 * do). CSS follows it through the media query in styles/base.css; what moves from JavaScript follows it here:
 * antd-mobile's springs (toasts, dialogs, popups, pull-to-refresh, see antdMotion.ts) and our own rotations.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

export function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = reducedMotionQuery();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** True while the system asks for less motion: nothing moves by itself then. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/**
 * Starts antd-mobile's motion setting at startup only for readers who asked for less motion (its spring
 * library stays out of everyone else's first load); lib/antd.ts loads it anyway before any toast or dialog.
 */
export function followReducedMotion(): void {
  const start = () => void import('./antdMotion.ts');
  if (prefersReducedMotion()) start();
  else reducedMotionQuery()?.addEventListener?.('change', start, { once: true });
}
