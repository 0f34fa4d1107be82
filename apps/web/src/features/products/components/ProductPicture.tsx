import { DEVICE_TYPES, type DeviceType } from '@linli/contracts';
import { DeviceImage } from '../../devices/index.ts';

/**
 * A product's picture, or the drawing of its kind as the device lists show it: catalogue products
 * (`/device-images/…`, drawn by the app, not files), none, or one that fails to load. Decorative: the name is
 * beside it.
 */
export function ProductPicture({
  src,
  deviceType = DEVICE_TYPES.direct,
  large = false,
}: {
  src: string;
  deviceType?: DeviceType;
  large?: boolean;
}) {
  return (
    <DeviceImage
      imgUrl={src}
      deviceType={deviceType}
      className={`pd-picture${large ? ' pd-picture--large' : ''}`}
    />
  );
}
