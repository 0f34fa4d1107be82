import { z } from 'zod';
import { defineRoute } from '../common/route.ts';
import { productErrorCodes } from '../products/errors.ts';
import { deviceHttpPaths } from './paths.ts';

/** Anything but whole milliseconds is refused in the time service's own words. */
const badTime = { error: () => productErrorCodes.NTP_BAD_TIME };

/**
 * `GET /iot/tool/ntp?deviceSendTime=` — the device's clock in milliseconds when it asked (firmware sends its
 * uptime, `millis()`, rather than a date).
 */
export const ntpQuery = z.object({
  deviceSendTime: z.preprocess(
    lastFilled,
    z.coerce.number(badTime).int(badTime).min(0, badTime).max(Number.MAX_SAFE_INTEGER, badTime),
  ),
});

/**
 * FastBee-Arduino appends `deviceSendTime=<ms>` to the configured address, and the address older firmware
 * needed already ends in `?deviceSendTime=`: such a device asks `?deviceSendTime=&deviceSendTime=123`, and
 * the value it meant is the last one given.
 */
function lastFilled(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.filter((v) => v !== '').at(-1) ?? '';
}

/** FastBee's answer, bare (no envelope): the firmware reads these three keys at the top level. */
export const ntpAnswer = z.object({
  deviceSendTime: z.number(),
  serverRecvTime: z.number(),
  serverSendTime: z.number(),
});

/** What firmware asks over HTTP (FastBee's `ToolController`), answered in FastBee's own shapes. */
export const deviceHttpRoutes = {
  ntp: defineRoute({
    method: 'GET',
    path: deviceHttpPaths.toolNtp,
    summary: "FastBee's time service for device firmware: {deviceSendTime, serverRecvTime, serverSendTime}",
    tag: 'mqtt',
    access: 'public',
    query: ntpQuery,
    response: ntpAnswer,
    bare: { mediaType: 'application/json' },
  }),
};
