import {
  allModels,
  type DatatypeSpec,
  type DeviceReading,
  formatValue,
  type Language,
  localizeThingsModels,
  THING_TYPES,
  type ThingsModelSet,
} from '@linli/contracts';

/**
 * A stored value in words for a card: a switch's or choice's text, a number with its unit (seconds as days and
 * hours); undefined for texts, positions and lists, which are too long for a card.
 */
export function readingText(datatype: DatatypeSpec, value: string, language: Language): string | undefined {
  switch (datatype.type) {
    case 'bool':
    case 'enum':
    case 'integer':
    case 'decimal':
      return formatValue(datatype, value, language);
    default:
      return undefined;
  }
}

/**
 * A device's readings for its card: the properties and functions with a reported number, switch or choice
 * value, in the model's order, named and worded in `language`.
 */
export function readingsOf(
  set: ThingsModelSet | undefined,
  values: ReadonlyMap<string, string>,
  language: Language,
): DeviceReading[] {
  if (!set || values.size === 0) return [];
  const readings: DeviceReading[] = [];
  for (const model of allModels(localizeThingsModels(set, language))) {
    if (model.type === THING_TYPES.event) continue;
    const value = values.get(model.id);
    if (value === undefined) continue;
    const text = readingText(model.datatype, value, language);
    if (text !== undefined) readings.push({ id: model.id, name: model.name, value, text });
  }
  return readings;
}
