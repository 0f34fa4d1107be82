import type { DatatypeSpec, ThingModel, ThingsModelSet } from '@linli/contracts';

/**
 * A thing-model item for tests. A property is read-only and kept in history, as devices report them; a
 * function or event neither, unless the test says otherwise.
 */
export function aThingModel(
  type: 1 | 2 | 3,
  id: string,
  name: string,
  datatype: DatatypeSpec,
  overrides: Partial<ThingModel> = {},
): ThingModel {
  const property = type === 1 ? 1 : 0;
  return {
    id,
    name,
    type,
    datatype,
    isChart: 0,
    isMonitor: 0,
    isHistory: property,
    isReadonly: property,
    isSharePerm: 0,
    order: 0,
    ...overrides,
  };
}

/** A product's model from its items, sorted by kind as the server sends them. */
export function aThingsModelSet(items: ThingModel[]): ThingsModelSet {
  return {
    properties: items.filter((m) => m.type === 1),
    functions: items.filter((m) => m.type === 2),
    events: items.filter((m) => m.type === 3),
  } as ThingsModelSet;
}

const coordinate = (min: number, max: number): DatatypeSpec => ({
  type: 'decimal',
  min,
  max,
  step: 0.000001,
  unit: '',
});

/** The watch's and pendant's `location`: an object of longitude and latitude. */
export const POSITION: DatatypeSpec = {
  type: 'object',
  params: [
    { id: 'lng', name: '经度', datatype: coordinate(-180, 180) },
    { id: 'lat', name: '纬度', datatype: coordinate(-90, 90) },
  ],
} as DatatypeSpec;
