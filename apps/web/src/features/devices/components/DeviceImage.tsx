import type { DeviceType } from '@linli/contracts';
import { useState } from 'react';
import { productKind } from '../keyReading.ts';
import { ProductIcon } from './ProductIcon.tsx';

/**
 * The product's picture, or the drawing of its kind (catalogue products and pictures that fail to load,
 * docs/fastbee.md "Home and device cards").
 */
export function DeviceImage({ imgUrl, deviceType }: { imgUrl: string; deviceType: DeviceType }) {
  const catalogue = imgUrl.includes('/device-images/');
  const [failed, setFailed] = useState(false);
  if (!imgUrl || catalogue || failed) {
    return (
      <span className="dv-image dv-image--icon" aria-hidden="true">
        <ProductIcon kind={productKind(imgUrl, deviceType)} />
      </span>
    );
  }
  return <img className="dv-image" src={imgUrl} alt="" onError={() => setFailed(true)} />;
}
