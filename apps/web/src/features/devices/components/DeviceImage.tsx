import type { DeviceType } from '@linli/contracts';
import { useState } from 'react';
import { productKind } from '../keyReading.ts';
import { ProductIcon } from './ProductIcon.tsx';

/**
 * The product's picture, or the drawing of its kind (catalogue products and pictures that fail to load,
 * docs/fastbee.md "Home and device cards").
 */
export function DeviceImage({
  imgUrl,
  deviceType,
  className,
}: {
  imgUrl: string;
  deviceType: DeviceType;
  /** Another size (the administrators' product pictures). */
  className?: string;
}) {
  const catalogue = imgUrl.includes('/device-images/');
  const [failed, setFailed] = useState(false);
  const size = className ? ` ${className}` : '';
  if (!imgUrl || catalogue || failed) {
    return (
      <span className={`dv-image dv-image--icon${size}`} aria-hidden="true">
        <ProductIcon kind={productKind(imgUrl, deviceType)} />
      </span>
    );
  }
  return <img className={`dv-image${size}`} src={imgUrl} alt="" onError={() => setFailed(true)} />;
}
