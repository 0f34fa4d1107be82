import {
  ALERT_LEVEL,
  type AlertLevel,
  type DatatypeSpec,
  type SceneOperator,
  type ThingAlarm,
  type ThingModel,
} from '@linli/contracts';

/**
 * Short builders for the catalogue's thing models (catalogue.ts): datatypes with their Chinese and English
 * texts, items in declaration order (earlier items sort first), and the pieces several products share.
 */

export type Flags = Partial<
  Pick<ThingModel, 'isChart' | 'isMonitor' | 'isHistory' | 'isReadonly' | 'isSharePerm' | 'alarms'>
>;

/** Units that read differently in English carry `unitEn` (℃, %, W… read the same). */
export const num = (
  type: 'integer' | 'decimal',
  min: number,
  max: number,
  step: number,
  unit = '',
  unitEn?: string,
): DatatypeSpec => ({
  type,
  min,
  max,
  step,
  unit,
  ...(unitEn !== undefined && { unitEn }),
});
/** [Chinese, English] texts of true and false. */
export const bool = (
  [trueText, trueTextEn]: [string, string],
  [falseText, falseTextEn]: [string, string],
): DatatypeSpec => ({
  type: 'bool',
  trueText,
  falseText,
  trueTextEn,
  falseTextEn,
});
/** [value, Chinese text, English text] per item. */
export const enumOf = (
  items: [string, string, string][],
  showWay: 'select' | 'button' = 'button',
): DatatypeSpec => ({
  type: 'enum',
  showWay,
  enumList: items.map(([value, text, textEn]) => ({ value, text, textEn })),
});
export const text = (maxLength: number): DatatypeSpec => ({ type: 'string', maxLength });

let order = 100;
export function item(
  type: 1 | 2 | 3,
  id: string,
  name: string,
  nameEn: string,
  datatype: DatatypeSpec,
  flags: Flags = {},
): ThingModel {
  order -= 1;
  return {
    id,
    name,
    nameEn,
    type,
    datatype,
    isChart: 0,
    isMonitor: 0,
    isHistory: 0,
    isReadonly: type === 1 ? 1 : 0,
    isSharePerm: type === 2 ? 1 : 0,
    order,
    ...flags,
  };
}
// Every item has its Chinese display name and its English one (the API picks by the request's language).
export const prop = (id: string, name: string, nameEn: string, datatype: DatatypeSpec, flags: Flags = {}) =>
  item(1, id, name, nameEn, datatype, flags);
export const fn = (id: string, name: string, nameEn: string, datatype: DatatypeSpec, flags: Flags = {}) =>
  item(2, id, name, nameEn, datatype, flags);
/** An event; with `alarms` it raises alerts by itself (see `raises`). */
export const event = (
  id: string,
  name: string,
  nameEn: string,
  datatype: DatatypeSpec,
  alarms?: ThingAlarm[],
) => item(3, id, name, nameEn, datatype, alarms ? { alarms } : {});

/** An alarm rule: every report of an event (no operator), or a value matching `operator` and `value`. */
export const raises = (level: AlertLevel, operator?: SceneOperator, value?: string): ThingAlarm =>
  operator === undefined ? { level } : { level, operator, value: value ?? '' };

export const chart = { isChart: 1, isMonitor: 1, isHistory: 1 } as const;
/** A battery level; a safety device's warns its people when it falls below `warnBelow` %. */
export const battery = (warnBelow?: number) =>
  prop('battery', '电量', 'Battery', num('integer', 0, 100, 1, '%'), {
    isHistory: 1,
    ...(warnBelow !== undefined && { alarms: [raises(ALERT_LEVEL.warning, '<', String(warnBelow))] }),
  });
export const location: DatatypeSpec = {
  type: 'object',
  params: [
    { id: 'lng', name: '经度', nameEn: 'Longitude', datatype: num('decimal', -180, 180, 0.000001) },
    { id: 'lat', name: '纬度', nameEn: 'Latitude', datatype: num('decimal', -90, 90, 0.000001) },
  ],
};
