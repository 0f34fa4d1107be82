import { SMS_CODE_TTL_SECONDS } from '@linli/contracts';
import { useCallback, useEffect, useState } from 'react';

/** How long before the SMS code stops working the person is warned (WCAG 2.2.1). */
export const CODE_WARNING_SECONDS = 60;

export type CodeExpiryState = 'idle' | 'valid' | 'soon' | 'expired';

/**
 * The life of a sent SMS code: valid, then 'soon' one minute before it stops working, then expired.
 * The state changes only twice, so the words on screen do not tick while the person types.
 */
export function useCodeExpiry(ttlSeconds = SMS_CODE_TTL_SECONDS) {
  const [expiresAt, setExpiresAt] = useState<number | undefined>();
  const [state, setState] = useState<CodeExpiryState>('idle');
  useEffect(() => {
    if (expiresAt === undefined) return;
    const left = expiresAt - Date.now();
    const soon = setTimeout(() => setState('soon'), Math.max(0, left - CODE_WARNING_SECONDS * 1000));
    const end = setTimeout(() => setState('expired'), Math.max(0, left));
    return () => {
      clearTimeout(soon);
      clearTimeout(end);
    };
  }, [expiresAt]);
  const start = useCallback(() => {
    setState('valid');
    setExpiresAt(Date.now() + ttlSeconds * 1000);
  }, [ttlSeconds]);
  return { state, expiresAt, start };
}
