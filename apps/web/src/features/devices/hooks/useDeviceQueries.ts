import { devicesRoutes, productsRoutes } from '@linli/contracts';
import { useSearchParams } from 'react-router';
import { useData, useRows } from '../../../lib/queries.ts';
import { everyDevice, everyProduct } from '../queries.ts';

/** A positive integer query parameter (`?deviceId=`), or undefined. */
export function useIdParam(name: string): number | undefined {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A device with every thing-model item and its last value; nothing is read for no device (id 0). */
export function useRunningStatus(deviceId: number) {
  return useData(devicesRoutes.runningStatus, { query: { deviceId } }, { enabled: deviceId > 0 });
}

/** A device's every field with its sub-devices; nothing is read for no device (id 0). */
export function useDeviceDetail(deviceId: number) {
  return useData(devicesRoutes.detail, { params: { id: deviceId } }, { enabled: deviceId > 0 });
}

/** Every device the person may see, own and shared (one page holds them all). */
export function useMyDevices() {
  return useRows(devicesRoutes.shortList, everyDevice);
}

/** The product catalogue (one page holds it all). */
export function useProducts() {
  return useRows(productsRoutes.shortList, everyProduct);
}
