import { allModels, type DatatypeSpec, type ThingModel, type ThingsModelSet } from '@linli/contracts';
import type { CatalogueProduct } from './catalogue.ts';
import type { ProductRecord } from './products.repository.ts';

/**
 * What a database seeded before thing-model items had English names and texts, or alarms, lacks of the
 * catalogue: only a missing `nameEn` (or English text or unit) or `alarms` of an item the catalogue knows,
 * and a missing offline alarm of the product. Asked only of products no administrator has changed (their
 * `updatedAt` is null), so re-seeding never undoes an administrator's edit.
 */
export function catalogueGaps(
  stored: ProductRecord,
  product: CatalogueProduct,
): { thingsModels?: ThingsModelSet; offlineAlarmMinutes?: number } {
  const known = new Map(allModels(product.thingsModels).map((m) => [`${m.type}:${m.id}`, m] as const));
  let changed = false;
  const fill = (m: ThingModel): ThingModel => {
    const catalogued = known.get(`${m.type}:${m.id}`);
    if (!catalogued) return m;
    const nameEn = m.nameEn ?? catalogued.nameEn;
    const datatype = withEnglishTexts(m.datatype, catalogued.datatype);
    const alarms = m.alarms ?? catalogued.alarms;
    if (nameEn === m.nameEn && datatype === m.datatype && alarms === m.alarms) return m;
    changed = true;
    return { ...m, ...(nameEn !== undefined && { nameEn }), datatype, ...(alarms && { alarms }) };
  };
  const set = stored.thingsModels;
  const next: ThingsModelSet = {
    properties: set.properties.map(fill),
    functions: set.functions.map(fill),
    events: set.events.map(fill),
  };
  return {
    ...(changed ? { thingsModels: next } : {}),
    ...(stored.offlineAlarmMinutes === null &&
      product.offlineAlarmMinutes !== undefined && { offlineAlarmMinutes: product.offlineAlarmMinutes }),
  };
}

/** `stored` with the catalogue's English texts/unit added where it lacks them and says the same in Chinese. */
function withEnglishTexts(stored: DatatypeSpec, catalogued: DatatypeSpec): DatatypeSpec {
  if (stored.type === 'bool' && catalogued.type === 'bool') {
    const same = stored.trueText === catalogued.trueText && stored.falseText === catalogued.falseText;
    if (!same || stored.trueTextEn !== undefined || catalogued.trueTextEn === undefined) return stored;
    return { ...stored, trueTextEn: catalogued.trueTextEn, falseTextEn: catalogued.falseTextEn };
  }
  if (stored.type === 'enum' && catalogued.type === 'enum') {
    const english = new Map(catalogued.enumList.map((e) => [`${e.value}\u0000${e.text}`, e.textEn]));
    let added = false;
    const enumList = stored.enumList.map((e) => {
      const textEn = english.get(`${e.value}\u0000${e.text}`);
      if (e.textEn !== undefined || textEn === undefined) return e;
      added = true;
      return { ...e, textEn };
    });
    return added ? { ...stored, enumList } : stored;
  }
  if (
    (stored.type === 'integer' || stored.type === 'decimal') &&
    (catalogued.type === 'integer' || catalogued.type === 'decimal') &&
    stored.unit === catalogued.unit &&
    stored.unitEn === undefined &&
    catalogued.unitEn !== undefined
  ) {
    return { ...stored, unitEn: catalogued.unitEn };
  }
  return stored;
}
