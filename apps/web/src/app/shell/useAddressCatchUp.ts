import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';

/**
 * HashRouter reads the address when it first renders but hears of changes only from its first commit on, and
 * the first screen renders as a transition (main.tsx) that takes a while on a slow phone. An address changed
 * in between (a link opened at once, the back button, a script) was missed: the previous screen stayed under
 * the new address. Once the first screen is committed, this brings the router to the address it missed.
 */
export function useAddressCatchUp(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const firstShown = useRef(createPath(location));
  const checked = useRef(false);
  useEffect(() => {
    // Once: later changes reach the router through its own listener (navigate changes with every location).
    if (checked.current) return;
    checked.current = true;
    const hash = window.location.hash.replace(/^#/, '');
    const address = hash.startsWith('/') ? hash : `/${hash}`;
    if (address !== firstShown.current) void navigate(address, { replace: true });
  }, [navigate]);
}
