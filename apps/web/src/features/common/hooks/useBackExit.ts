import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { TAB_ROOTS } from '../../../app/paths.ts';
import { toast } from '../../../lib/feedback.ts';

/** How long the second back press counts as 'again'. */
export const BACK_EXIT_WINDOW_MS = 2000;
const GUARD = 'backExitGuard';

function historyIndex(): number {
  return (globalThis.history?.state as { idx?: number } | null)?.idx ?? 0;
}

/**
 * SPEC §8 'press again to exit' on a tab root. A guard entry sits on top of the first history entry; the
 * first back press pops it and shows the toast; a second press within 2 s leaves the app (nothing is
 * left to pop); otherwise the guard is put back.
 */
export function useBackExit(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const initial = useRef(true);

  useEffect(() => {
    const firstRender = initial.current;
    initial.current = false;
    if (!TAB_ROOTS.includes(location.pathname) || historyIndex() !== 0) return;
    if ((location.state as Record<string, unknown> | null)?.[GUARD]) return;
    const target = `${location.pathname}${location.search}`;
    // Effects run after paint: by then the browser may already show another page (a tap, a link, a test
    // opening an address). A guard pushed now would take the person back to the tab, so it is left out.
    const stillHere = () => (globalThis.location?.hash.replace(/^#/, '') || '/') === target;
    const pushGuard = () => {
      if (stillHere()) void navigate(target, { state: { [GUARD]: true } });
    };
    if (navigationType === 'POP' && !firstRender) {
      toast(t('backExit'));
      const timer = setTimeout(pushGuard, BACK_EXIT_WINDOW_MS);
      return () => clearTimeout(timer);
    }
    pushGuard();
  }, [location, navigationType, navigate, t]);
}
