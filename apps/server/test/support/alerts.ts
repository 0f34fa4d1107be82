import type { AlertLog, ThingItem, UpTopic } from '@linli/contracts';
import type { TestApp } from './index.ts';

/**
 * Helpers of the alert tests, for the app `app()` returns (made in beforeAll): `ingest` does what the MQTT
 * gateway does with a device's report — store it, then tell every watcher (alarms, scenes); `alerts` is the
 * first page of alerts a signed-in user sees, newest first.
 */
export function alertHelpers(app: () => TestApp) {
  return {
    ingest: (
      d: { deviceId: number; productId: number; serialNumber: string },
      suffix: UpTopic,
      items: ThingItem[],
    ) => app().container.iot.mqtt.gateway.ingest({ id: d.deviceId, ...d }, suffix, items),
    alerts: async (token: string): Promise<AlertLog[]> =>
      (await app().call<{ rows: AlertLog[] }>('GET', '/iot/alertLog/list', { token })).body.rows,
  };
}
