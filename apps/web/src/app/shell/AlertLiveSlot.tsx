import { lazy, Suspense } from 'react';
import { useToken } from '../../lib/session.ts';

// Loaded only once someone is signed in, so visitors' first load stays small.
const AlertLive = lazy(() => import('../../features/alerts/components/AlertLive.tsx'));

/** Live alerts (banner + list updates) on every screen while signed in. */
export function AlertLiveSlot() {
  const token = useToken();
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <AlertLive />
    </Suspense>
  );
}
