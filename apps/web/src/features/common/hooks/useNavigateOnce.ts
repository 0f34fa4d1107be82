import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';
import { isSameTarget } from '../../../lib/navigation.ts';

/**
 * The one way screens navigate: going to the page already shown does nothing
 * (docs/product.md "Screens and routes"), so a double tap never stacks the same page twice. `back` falls back
 * to home when there is nothing to go back to.
 */
export function useNavigateOnce() {
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback(
    (to: string, options?: NavigateOptions) => {
      if (isSameTarget(to, location)) return;
      void navigate(to, options);
    },
    [navigate, location],
  );
  return go;
}

export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (globalThis.history?.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
