import type { RelatedDevice } from '@linli/contracts';
import { afterAll, beforeAll } from 'vitest';
import type { Firmware } from './fastbee.ts';
import { createTestApp, type TestApp } from './index.ts';
import { signIn } from './social-services.ts';

/**
 * A file's test app with the broker and an administrator's token, handed to `ready` before its tests run;
 * closed after them, with the firmware connections the tests left in `open`.
 */
export function useBrokerApp(
  ready: (app: { t: TestApp; admin: string }) => void,
  open: Firmware[] = [],
): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
    ready({ t, admin: (await signIn(t, ['admin'])).token });
  });
  afterAll(async () => {
    await Promise.all(open.map((firmware) => firmware.end()));
    await t?.close();
  });
}

let serialCount = 0;

/** A serial number no other test uses, FastBee style (`FBE` + a MAC-like tail). */
export function freshSerial(prefix = 'FBE'): string {
  serialCount += 1;
  return `${prefix}${Date.now().toString(16).toUpperCase()}${String(serialCount).padStart(4, '0')}`;
}

/** A member links a serial by relateUser (the app's scan or relate form); answers the first row. */
export async function relate(
  t: TestApp,
  token: string,
  row: { deviceNumber: string; productId: number; authCode?: string },
) {
  return t.call<{ data: RelatedDevice[] }>('POST', '/iot/device/relateUser', {
    token,
    body: { deviceNumberAndProductIds: [row] },
  });
}

/** relateUser that must succeed: the linked device's id. */
export async function linkDevice(
  t: TestApp,
  token: string,
  row: { deviceNumber: string; productId: number; authCode?: string },
): Promise<number> {
  const answer = await relate(t, token, row);
  const linked = answer.body.data?.[0];
  if (answer.body.code !== 200 || !linked) throw new Error(`relateUser refused: ${answer.body.msg}`);
  return linked.deviceId;
}

/** The values a device last reported, as its owner's app reads them. */
export async function reportedValues(t: TestApp, token: string, deviceId: number) {
  const answer = await t.call<{ data: { id: string; value: string }[] }>(
    'GET',
    `/iot/device/thingsModelValue/${deviceId}`,
    { token },
  );
  return Object.fromEntries(answer.body.data.map((v) => [v.id, v.value]));
}
