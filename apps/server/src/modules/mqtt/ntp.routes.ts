import { deviceHttpRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { type Clock, MINUTE } from '../../platform/clock.ts';
import { rateLimited } from '../../platform/errors.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.ts';

/**
 * Anonymous, so throttled per address like the other anonymous routes; generous, because the devices of a
 * whole home (or a care home) ask from one address, each at every reconnect.
 */
export const NTP_PER_ADDRESS: RateRule = { limit: 120, windowMs: MINUTE };

/**
 * FastBee's time service for firmware (docs/fastbee.md "Topics"; ntp.ts): the flashed address is
 * `http://{host}:8080/iot/tool/ntp?deviceSendTime=`, so it answers at `/iot/tool/ntp` as well as under
 * `/api`, with FastBee's bare object (no envelope: the firmware reads the three keys at the top level).
 */
export function registerNtpRoutes(router: ApiRouter, deps: { clock: Clock; limiter: RateLimiter }): void {
  router.handle(
    deviceHttpRoutes.ntp,
    async ({ query, request }) => {
      const receivedAt = deps.clock.now().getTime();
      const decision = await deps.limiter.hit(`ntp:ip:${request.ip}`, NTP_PER_ADDRESS);
      if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
      return {
        deviceSendTime: query.deviceSendTime,
        serverRecvTime: receivedAt,
        serverSendTime: deps.clock.now().getTime(),
      };
    },
    { alsoWithoutPrefix: true },
  );
}
