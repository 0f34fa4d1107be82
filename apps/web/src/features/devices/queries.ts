import { devicesRoutes, type RouteDescriptor } from '@linli/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type Invalidation, routeKey } from '../../lib/queries.ts';

/** FastBee app B loads 11 cards a page; an even number fills the two-column grid. */
export const DEVICE_PAGE_SIZE = 10;

/**
 * Every device a person may see, own and shared, in one read: a home has far fewer than one page of 100
 * (the pickers, the gateway line and the simulator all read this one page, so they share one cache entry).
 */
export const everyDevice = { query: { pageNum: 1, pageSize: 100 } } as const;

/** The product catalogue in one page (the add-device choices, sub-device candidates, firmware products). */
export const everyProduct = { query: { pageNum: 1, pageSize: 100 } } as const;

/**
 * What a change to a device makes stale: every read of the devices routes (lists, detail, running status,
 * sub-devices, values), since a name, a status or a gateway shows in all of them.
 */
const deviceReads: readonly RouteDescriptor[] = Object.values(devicesRoutes).filter(
  (route) => route.method === 'GET',
);
export const afterDeviceChange: readonly Invalidation[] = deviceReads;

/** The same for a change made outside a write of this feature (pairing done, an upgrade finished). */
export function refreshDevices(client: QueryClient): Promise<unknown> {
  return Promise.all(deviceReads.map((route) => client.invalidateQueries({ queryKey: routeKey(route) })));
}
