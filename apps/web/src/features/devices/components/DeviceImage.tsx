import { DEVICE_TYPES, type DeviceType } from '@linli/contracts';
import {
  AppOutline,
  BellOutline,
  EnvironmentOutline,
  FireFill,
  GlobalOutline,
  HeartOutline,
  LockOutline,
  ScanningOutline,
  SoundOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { type ReactNode, useState } from 'react';

/** The catalogue's products by picture name (apps/server products/catalogue.ts), drawn as icons. */
const CATALOGUE_ICONS: Record<string, ReactNode> = {
  'smart-plug': <SoundOutline />,
  'th-sensor': <EnvironmentOutline />,
  'door-sensor': <LockOutline />,
  'smoke-detector': <FireFill />,
  'sos-pendant': <BellOutline />,
  'fall-radar': <ScanningOutline />,
  'health-watch': <HeartOutline />,
  gateway: <GlobalOutline />,
  camera: <VideoOutline />,
};

function fallbackIcon(imgUrl: string, deviceType: DeviceType): ReactNode {
  const key = /\/device-images\/([\w-]+)\.\w+$/.exec(imgUrl)?.[1];
  if (key && CATALOGUE_ICONS[key]) return CATALOGUE_ICONS[key];
  if (deviceType === DEVICE_TYPES.gateway) return <GlobalOutline />;
  if (deviceType === DEVICE_TYPES.video) return <VideoOutline />;
  return <AppOutline />;
}

/**
 * The product's picture, or an icon for its kind (gateway and camera icons,
 * docs/fastbee.md "Home and device cards").
 */
export function DeviceImage({ imgUrl, deviceType }: { imgUrl: string; deviceType: DeviceType }) {
  const catalogue = imgUrl.includes('/device-images/');
  const [failed, setFailed] = useState(false);
  if (!imgUrl || catalogue || failed) {
    return (
      <span className="dv-image dv-image--icon" aria-hidden="true">
        {fallbackIcon(imgUrl, deviceType)}
      </span>
    );
  }
  return <img className="dv-image" src={imgUrl} alt="" onError={() => setFailed(true)} />;
}
