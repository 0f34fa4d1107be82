import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useLocation, useNavigate, useNavigationType } from 'react-router';
import { toast } from '../../../lib/feedback.ts';
import { TAB_ROOTS } from '../../../lib/paths.ts';

/** How long the second back press counts as 'again'. */
export const BACK_EXIT_WINDOW_MS = 2000;
const GUARD = 'backExitGuard';

function historyIndex(): number {
  return (globalThis.history?.state as { idx?: number } | null)?.idx ?? 0;
}

/** The router numbers the entries it makes; one made by the browser (following a link to '#/…') has none. */
function entryOfTheApp(): boolean {
  return typeof (globalThis.history?.state as { idx?: number } | null)?.idx === 'number';
}

const isGuard = (location: Location) => Boolean((location.state as Record<string, unknown> | null)?.[GUARD]);

/**
 * 'press again to exit' on a tab root (docs/product.md "Loading and feedback"). A guard entry sits on top of
 * the first history entry; the first back press pops it and shows the toast; a second press within 2 s leaves
 * the app (nothing is left to pop); otherwise the guard is put back. Only a step back off the guard is a back
 * press: arriving on a tab root any other way (a link, an address typed or opened from a message) shows no
 * toast.
 */
export function useBackExit(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!TAB_ROOTS.includes(location.pathname) || historyIndex() !== 0 || isGuard(location)) return;
    const target = `${location.pathname}${location.search}`;
    // Effects run after paint: by then the browser may already show another page (a tap, a link, a test
    // opening an address). A guard pushed now would take the person back to the tab, so it is left out.
    const stillHere = () => (globalThis.location?.hash.replace(/^#/, '') || '/') === target;
    const pushGuard = () => {
      if (stillHere()) void navigate(target, { state: { [GUARD]: true } });
    };
    // A back press lands on the app's own first entry, the one the guard sat on; a link to the address the
    // person is already on replaces the guard with a browser-made entry, which is not a back press.
    const backOffGuard =
      navigationType === 'POP' &&
      before !== null &&
      isGuard(before) &&
      before.pathname === location.pathname &&
      entryOfTheApp();
    if (backOffGuard) {
      toast(t('backExit'));
      const timer = setTimeout(pushGuard, BACK_EXIT_WINDOW_MS);
      return () => clearTimeout(timer);
    }
    pushGuard();
  }, [location, navigationType, navigate, t]);
}
