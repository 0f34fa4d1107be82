import { devicePrefix } from '@linli/contracts';
import type { EmbeddedBroker } from '../../platform/broker.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { DeviceMessaging } from '../devices/index.ts';

interface LiveDevice {
  clientId: string;
  session: number;
}

/**
 * The broker's sessions as this server holds them: which device sessions are live, which sub-devices a
 * gateway's session carries, and the app connections. It is what the devices module publishes through
 * (DeviceMessaging) and knows nothing of that module, so it is made first; the gateway (gateway.ts), built
 * on the devices module, keeps it up to date as sessions come and go.
 */
export class MqttSessions implements DeviceMessaging {
  private broker: EmbeddedBroker | undefined;
  private readonly live = new Map<number, LiveDevice>();
  /** Sub-device id -> the gateway whose session carries it (docs/fastbee.md "Gateway sub-devices"). */
  private readonly viaGateway = new Map<number, number>();
  /** Serial -> the live session of a self-registered serial (registrants.ts). */
  private readonly registrants = new Map<string, LiveDevice>();

  attach(broker: EmbeddedBroker): void {
    this.broker = broker;
  }

  get available(): boolean {
    return this.broker !== undefined;
  }

  /** Behind an external broker, presence comes from the broker itself (scale-out), not from sessions here. */
  get brokerTracksPresence(): boolean {
    return this.broker?.deviceOnline !== undefined;
  }

  async publish(topic: string, payload: string): Promise<void> {
    if (!this.broker) return;
    await this.broker.publish(topic, payload);
  }

  isConnected(deviceId: number): boolean {
    // Scale-out: the device may be connected to the external broker through any node's knowledge.
    if (this.broker?.deviceOnline) return this.broker.deviceOnline(deviceId);
    const live = this.live.get(deviceId);
    if (live) return this.broker?.isConnected(live.clientId) === true;
    const gatewayId = this.viaGateway.get(deviceId);
    return gatewayId !== undefined && this.isConnected(gatewayId);
  }

  /** A sub-device has no session of its own: dropping it only stops its gateway carrying it. */
  disconnect(deviceId: number): void {
    const live = this.live.get(deviceId);
    if (live) this.broker?.disconnect(live.clientId);
    this.viaGateway.delete(deviceId);
  }

  async forget(device: { id: number; productId: number; serialNumber: string }): Promise<void> {
    this.disconnect(device.id);
    const prefix = devicePrefix(device.productId, device.serialNumber);
    await this.broker?.disconnectAppsSubscribedUnder(prefix);
    await this.broker?.clearRetainedUnder(prefix);
  }

  /** Nothing retained on a device's topics outlives the rights it was sent with. */
  async clearRetained(device: { productId: number; serialNumber: string }): Promise<void> {
    await this.broker?.clearRetainedUnder(devicePrefix(device.productId, device.serialNumber));
  }

  endpoint(): { host: string; port: number } {
    return { host: this.broker?.host ?? '127.0.0.1', port: this.broker?.port ?? 1883 };
  }

  /** A device session opened: it is the device's current one. */
  opened(deviceId: number, clientId: string, session: number): void {
    this.live.set(deviceId, { clientId, session });
  }

  /**
   * A device session closed. A reconnect with the same client id replaces the session, so only the current
   * one counts; behind an external broker the close may reach a node that never saw the open, and counts.
   * Answers whether the device went offline.
   */
  closed(deviceId: number, session: number): boolean {
    const live = this.live.get(deviceId);
    if (live ? live.session !== session : !this.brokerTracksPresence) return false;
    this.live.delete(deviceId);
    return true;
  }

  /** The gateway's session carries the sub-device from now on. */
  carry(subDeviceId: number, gatewayId: number): void {
    this.viaGateway.set(subDeviceId, gatewayId);
  }

  isCarried(subDeviceId: number): boolean {
    return this.viaGateway.has(subDeviceId);
  }

  /** The gateway's session ended: the sub-devices it carried, which no longer are. */
  releaseCarriedBy(gatewayId: number): number[] {
    const released = [...this.viaGateway].filter(([, via]) => via === gatewayId).map(([subId]) => subId);
    for (const subId of released) this.viaGateway.delete(subId);
    return released;
  }

  /** Every device this server holds a session for, directly or through its gateway. */
  heldDeviceIds(): number[] {
    return [...this.live.keys(), ...this.viaGateway.keys()];
  }

  /** A registrant's session opened: it is that serial's current one. */
  registrantOpened(serialNumber: string, clientId: string, session: number): void {
    this.registrants.set(serialNumber, { clientId, session });
  }

  /** A registrant's session closed; answers whether it was the current one (the serial went offline). */
  registrantClosed(serialNumber: string, session: number): boolean {
    if (this.registrants.get(serialNumber)?.session !== session) return false;
    this.registrants.delete(serialNumber);
    return true;
  }

  registrantConnected(serialNumber: string): boolean {
    const live = this.registrants.get(serialNumber);
    return live !== undefined && this.broker?.isConnected(live.clientId) === true;
  }

  /**
   * Cuts a registrant's session (its serial became a device): the firmware reconnects by itself and is
   * then authenticated as that device.
   */
  async disconnectRegistrant(serialNumber: string): Promise<void> {
    await this.broker?.disconnectWhere(
      (who) => who.kind === 'registrant' && who.serialNumber === serialNumber,
    );
  }

  /** Drops a user's app sessions (a revoked share): the app reconnects and subscribes under the new ACL. */
  async disconnectUser(userId: number): Promise<void> {
    await this.broker?.disconnectWhere((who) => who.kind === 'app' && who.user.userId === userId);
  }

  /** Cuts the app connections made with login sessions that ended (`sessions.ended`): they get nothing more. */
  async endSessions(ended: { userId: number; sessionId?: string; except?: string }): Promise<void> {
    await this.broker?.disconnectWhere(
      (who) =>
        who.kind === 'app' &&
        who.user.userId === ended.userId &&
        (ended.sessionId !== undefined
          ? who.user.sessionId === ended.sessionId
          : who.user.sessionId !== ended.except),
    );
  }

  /**
   * Cuts app connections whose login session has ended where this node did not hear of it (another node's
   * logout, an expiry, an account disabled): app.ts runs it every STATUS_RECONCILE_MS.
   */
  async sweepEndedSessions(liveUser: (sessionId: string) => Promise<AuthUser | null>): Promise<number> {
    if (!this.broker) return 0;
    const ended = new Set<string>();
    for (const sessionId of new Set(this.broker.appSessionIds())) {
      if (!(await liveUser(sessionId))) ended.add(sessionId);
    }
    if (ended.size === 0) return 0;
    return this.broker.disconnectWhere((who) => who.kind === 'app' && ended.has(who.user.sessionId));
  }
}
