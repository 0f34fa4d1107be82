import {
  buildTopic,
  DEVICE_STATUS,
  ErrorCode,
  type MonitorSession,
  type MonitorStartBody,
  Topic,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, DeviceMessaging, DeviceRecord, Devices } from '../devices/index.ts';

/**
 * Real-time monitoring (docs/product.md "Real-time monitoring"; docs/fastbee.md "Real-time monitoring"): the
 * server checks the bounds (the contract schema did) and the `monitor` permission, then asks the device on
 * `/monitor/get`; the device streams `/monitor/post`, which the broker forwards to subscribed apps and nobody
 * stores. Apps publishing `/monitor/get` themselves are held to the same bounds by the broker policy
 * (modules/mqtt).
 */
export class MonitoringService {
  constructor(
    private readonly devices: Devices,
    private readonly messaging: DeviceMessaging,
    private readonly clock: Clock,
  ) {}

  async start(actor: Actor, body: MonitorStartBody): Promise<MonitorSession> {
    const device = await this.reachable(actor, body.deviceId);
    await this.send(device, { count: body.count, interval: body.interval });
    const endsAt = new Date(this.clock.now().getTime() + body.count * body.interval).toISOString();
    return { interval: body.interval, count: body.count, endsAt };
  }

  /** FastBee's stop: count 0. */
  async stop(actor: Actor, deviceId: number): Promise<void> {
    const device = await this.reachable(actor, deviceId);
    await this.send(device, { count: 0, interval: 1000 });
  }

  private async reachable(actor: Actor, deviceId: number): Promise<DeviceRecord> {
    const device = await this.devices.devices.requireAccess(actor, deviceId, 'monitor');
    if (device.status === DEVICE_STATUS.disabled) throw new AppError(ErrorCode.DEVICE_DISABLED);
    const { messaging } = this;
    if (!messaging.available) throw new AppError(ErrorCode.BROKER_UNAVAILABLE);
    if (!messaging.isConnected(device.id)) throw new AppError(ErrorCode.DEVICE_OFFLINE);
    return device;
  }

  private send(device: DeviceRecord, request: { count: number; interval: number }): Promise<void> {
    return this.messaging.publish(
      buildTopic(device.productId, device.serialNumber, Topic.monitorGet),
      JSON.stringify(request),
    );
  }
}
