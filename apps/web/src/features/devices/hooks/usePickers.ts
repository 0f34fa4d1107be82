import { productsRoutes, THING_TYPES, type ThingModel, type ThingsModelSet } from '@linli/contracts';
import { call } from '../../../lib/api.ts';
import { queryKey, useData } from '../../../lib/queries.ts';

/** Every device the user may see (own and shared), for the scene pickers (`GET /iot/device/shortList`). */
export { useMyDevices as useDeviceOptions } from './useDeviceQueries.ts';

const modelOf = (productId: number) => ({ params: { id: productId } });

/**
 * A product's thing model (`GET /iot/model/cache/{productId}`) in the current language, as a query for
 * `useQueries`: the same cache entry as `useThingModels`, however many screens read it.
 */
export function thingModelQuery(productId: number) {
  return {
    queryKey: queryKey(productsRoutes.thingsModel, modelOf(productId)),
    queryFn: async () => (await call(productsRoutes.thingsModel, modelOf(productId))).data,
  };
}

export function useThingModels(productId: number | undefined) {
  return useData(productsRoutes.thingsModel, modelOf(productId ?? 0), { enabled: !!productId });
}

/** Items of one kind (THING_TYPES: properties, functions, events); `writable` leaves out read-only ones. */
export function modelsOfType(set: ThingsModelSet | undefined, type: number, writable = false): ThingModel[] {
  if (!set) return [];
  const list =
    type === THING_TYPES.property
      ? set.properties
      : type === THING_TYPES.function
        ? set.functions
        : type === THING_TYPES.event
          ? set.events
          : [];
  return writable ? list.filter((m) => m.isReadonly !== 1) : list;
}
