import type { DeviceShort, ThingModel, ThingsModelSet } from '@linli/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataOf, pageOf } from '../../../lib/api.ts';
import { devicesApi } from '../api/devicesApi.ts';

/** Every device the user may see (own and shared), for the scene pickers (`GET /iot/device/shortList`). */
export function useDeviceOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['devices', 'options', i18n.language],
    queryFn: async (): Promise<DeviceShort[]> => pageOf(await devicesApi.list({}, 1, 100)).rows,
  });
}

/** The product's thing model (`GET /iot/model/cache/{productId}`), cached per product. */
/** A product's thing model in a language: one cache entry however many screens read it. */
export function thingModelQuery(productId: number, language: string) {
  return {
    queryKey: ['products', 'model', productId, language] as const,
    queryFn: async (): Promise<ThingsModelSet> => dataOf(await devicesApi.modelCache(productId)),
  };
}

export function useThingModels(productId: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({ ...thingModelQuery(productId ?? 0, i18n.language), enabled: !!productId });
}

/** Items of one kind: 1 properties, 2 functions, 3 events; `writable` leaves out read-only ones. */
export function modelsOfType(set: ThingsModelSet | undefined, type: number, writable = false): ThingModel[] {
  if (!set) return [];
  const list = type === 1 ? set.properties : type === 2 ? set.functions : type === 3 ? set.events : [];
  return writable ? list.filter((m) => m.isReadonly !== 1) : list;
}
