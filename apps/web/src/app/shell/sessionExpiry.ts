/**
 * When the login ends, read from the token itself (the server signs `exp` into the JWT), so the app can warn
 * before it happens (WCAG 2.2.1 Timing Adjustable; MIIT 适老化 规范: no time limit that surprises).
 */
export const SESSION_WARNING_MS = 5 * 60_000;

/** The token's expiry in ms since the epoch, or undefined for a token without a readable `exp`. */
export function tokenExpiry(token: string | undefined): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The longest delay setTimeout keeps (2^31 - 1 ms); a longer one overflows and fires at once. */
export const LONGEST_TIMER_MS = 2_147_483_647;

/** Milliseconds until the warning should show (0: now), or undefined when there is nothing to warn about. */
export function warningDelay(expiry: number | undefined, now: number): number | undefined {
  if (expiry === undefined || expiry <= now) return undefined;
  return Math.max(0, expiry - SESSION_WARNING_MS - now);
}
