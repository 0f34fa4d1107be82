import { buildDeviceClientId, DEVICE_STATUS, parseDeviceClientId, parseTopic } from '@linli/contracts';
import type { BrokerIdentity } from '../../platform/broker-policy.ts';
import type { DeviceRecord, Devices } from '../devices/index.ts';

export type DeviceIdentity = Extract<BrokerIdentity, { kind: 'device' }>;

/**
 * Who a device is when the external broker already authenticated it (scale-out): EMQX's authorization
 * and event requests name the client id, a shared-subscription message names only its topic. A disabled or
 * unknown device, or a product that does not match, is nobody.
 */
export function deviceIdentities(devices: Devices) {
  const identity = (device: DeviceRecord | undefined, productId: number, clientId?: string) => {
    if (!device || device.productId !== productId || device.status === DEVICE_STATUS.disabled)
      return undefined;
    const id: DeviceIdentity = {
      kind: 'device',
      deviceId: device.id,
      productId: device.productId,
      serialNumber: device.serialNumber,
      clientId: clientId ?? buildDeviceClientId(device.serialNumber, device.productId, device.userId),
    };
    return id;
  };
  return {
    async ofClient(clientId: string): Promise<DeviceIdentity | undefined> {
      const parsed = parseDeviceClientId(clientId);
      if (!parsed) return undefined;
      return identity(await devices.devices.findBySerial(parsed.serialNumber), parsed.productId, clientId);
    },
    async ofTopic(topic: string): Promise<DeviceIdentity | undefined> {
      const parsed = parseTopic(topic);
      if (!parsed) return undefined;
      return identity(await devices.devices.findBySerial(parsed.serialNumber), parsed.productId);
    },
  };
}

export type DeviceIdentities = ReturnType<typeof deviceIdentities>;
