import { Suspense } from 'react';
import { OtaCard, type OtaDevice } from './OtaCard.tsx';

/**
 * The device page's OTA card behind its own Suspense: the `ota` texts are their own chunk, and waiting
 * for them must not blank the rest of the page.
 */
export function OtaSection({ device }: { device: OtaDevice }) {
  return (
    <Suspense fallback={null}>
      <OtaCard device={device} />
    </Suspense>
  );
}
