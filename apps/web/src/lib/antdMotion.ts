import { reduceMotion, restoreMotion } from 'antd-mobile';
import { prefersReducedMotion, reducedMotionQuery } from './reducedMotion.ts';

/**
 * antd-mobile animates toasts, masks, dialogs, popups, swipers and pull-to-refresh with springs in JavaScript,
 * which the CSS media query cannot reach: its switch follows the system's reduced-motion setting from the
 * moment this module loads, and every change after.
 */
function apply(): void {
  if (prefersReducedMotion()) reduceMotion();
  else restoreMotion();
}

apply();
reducedMotionQuery()?.addEventListener?.('change', apply);
