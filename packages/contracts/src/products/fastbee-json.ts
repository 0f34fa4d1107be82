import type { z } from 'zod';
import { type ProductAdminRow, productForm } from './admin.ts';
import {
  DATATYPES,
  THING_TYPES,
  type ThingModel,
  type ThingsModelSet,
  thingsModelSetSchema,
} from './things-model.ts';

/**
 * FastBee product JSON (docs/fastbee.md "Thing models"): what FastBee's product page holds — an `iot_product`
 * row in its camelCase names, whose `thingsModelsJson` is a JSON string of the thing-model cache
 * `{properties, functions, events}`, and/or the product's `iot_things_model` rows (`modelName, identifier,
 * type, datatype, specs` as a JSON string, the five flags, `modelOrder`). Linli reads either and writes both.
 * Linli's own fields FastBee lacks (English names and texts, alarms, credential scope…) ride in extra keys,
 * which FastBee ignores, so an export read back is the same product. Credentials are never written.
 */

export type ProductFormValues = z.output<typeof productForm>;

export type FastBeeRead =
  | { ok: true; product: ProductFormValues; thingsModels: ThingsModelSet }
  | { ok: false; problem: string };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** FastBee writes numbers as numbers, BigDecimal strings ("0.1") or strings ("3" for arrayCount). */
function number(value: unknown, fallback?: number): unknown {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
}

/** FastBee's flags are 0/1, sometimes booleans or strings; missing means 0. */
function flag(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === false) return 0;
  if (value === true) return 1;
  return number(value);
}

const text = (value: unknown, fallback = ''): unknown =>
  value === undefined || value === null ? fallback : typeof value === 'number' ? String(value) : value;

/** Keeps a key only when it is there, so the contract's defaults and optional fields apply. */
const optional = <T>(key: string, value: T | undefined | null) =>
  value === undefined || value === null ? {} : { [key]: value };

function readParams(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw;
  return raw.map((param) =>
    isObject(param)
      ? {
          id: text(param.id),
          name: text(param.name),
          ...optional('nameEn', param.nameEn),
          datatype: readDatatype(param.datatype),
        }
      : param,
  );
}

/** One FastBee datatype (a `specs` value) in Linli's shape; what does not fit is left for the schema to name. */
function readDatatype(raw: unknown, typeHint?: unknown): unknown {
  if (!isObject(raw)) return raw;
  const type = raw.type ?? typeHint;
  switch (type) {
    case 'integer':
    case 'decimal':
      // FastBee's own defaults (its Datatype class): 0…100, step 1, no unit.
      return {
        type,
        min: number(raw.min, 0),
        max: number(raw.max, 100),
        step: number(raw.step, 1),
        unit: text(raw.unit),
        ...optional('unitEn', raw.unitEn),
      };
    case 'bool':
      return {
        type,
        trueText: text(raw.trueText),
        falseText: text(raw.falseText),
        ...optional('trueTextEn', raw.trueTextEn),
        ...optional('falseTextEn', raw.falseTextEn),
      };
    case 'enum':
      return {
        type,
        showWay: raw.showWay ?? 'select',
        enumList: Array.isArray(raw.enumList)
          ? raw.enumList.map((item) =>
              isObject(item)
                ? { value: text(item.value), text: text(item.text), ...optional('textEn', item.textEn) }
                : item,
            )
          : raw.enumList,
      };
    case 'string':
      return { type, maxLength: number(raw.maxLength, 1024) };
    case 'array':
      return {
        type,
        arrayType: raw.arrayType,
        arrayCount: number(raw.arrayCount),
        ...optional('params', raw.arrayType === 'object' ? readParams(raw.params) : undefined),
      };
    case 'object':
      return { type, params: readParams(raw.params) };
    default:
      return { ...raw, type };
  }
}

function parseSpecs(specs: unknown): unknown {
  if (typeof specs !== 'string') return specs;
  try {
    return JSON.parse(specs) as unknown;
  } catch {
    return specs;
  }
}

interface Labelled {
  model: Json;
  /** Where the item came from, to name it in a problem: `thingsModels[3] "temperature"`. */
  label: string;
}

const flags = (raw: Json) => ({
  isChart: flag(raw.isChart),
  isMonitor: flag(raw.isMonitor),
  isHistory: flag(raw.isHistory),
  isReadonly: flag(raw.isReadonly),
  isSharePerm: flag(raw.isSharePerm),
});

const LISTS = ['properties', 'functions', 'events'] as const;
type ListName = (typeof LISTS)[number];
const LIST_OF_TYPE: Record<number, ListName> = { 1: 'properties', 2: 'functions', 3: 'events' };

/** `iot_things_model` rows: each row's `type` says its list. */
function fromRows(rows: unknown[]): Record<ListName, Labelled[]> | string {
  const lists: Record<ListName, Labelled[]> = { properties: [], functions: [], events: [] };
  for (const [index, row] of rows.entries()) {
    if (!isObject(row)) return `thingsModels[${index}] is not an object`;
    const label = `thingsModels[${index}] "${String(row.identifier ?? '')}"`;
    const type = number(row.type);
    const list = typeof type === 'number' ? LIST_OF_TYPE[type] : undefined;
    if (!list) return `${label}: type must be 1 (property), 2 (function) or 3 (event)`;
    const model: Json = {
      id: text(row.identifier),
      name: text(row.modelName),
      ...optional('nameEn', row.modelNameEn),
      type,
      datatype: readDatatype(parseSpecs(row.specs), row.datatype),
      ...flags(row),
      order: number(row.modelOrder, 0),
      ...optional('alarms', row.alarms),
    };
    lists[list].push({ model, label });
  }
  return lists;
}

/** The cache shape `thingsModelsJson` holds: the list an item is in says its type. */
function fromCache(cache: Json): Record<ListName, Labelled[]> | string {
  const lists: Record<ListName, Labelled[]> = { properties: [], functions: [], events: [] };
  for (const list of LISTS) {
    const items = cache[list] ?? [];
    if (!Array.isArray(items)) return `thingsModelsJson.${list} is not a list`;
    for (const [index, item] of items.entries()) {
      if (!isObject(item)) return `thingsModelsJson.${list}[${index}] is not an object`;
      lists[list].push({
        label: `thingsModelsJson.${list}[${index}] "${String(item.id ?? '')}"`,
        model: {
          id: text(item.id),
          name: text(item.name),
          ...optional('nameEn', item.nameEn),
          type: THING_TYPES[list === 'properties' ? 'property' : list === 'functions' ? 'function' : 'event'],
          datatype: readDatatype(item.datatype),
          ...flags(item),
          order: number(item.order, 0),
          ...optional('alarms', item.alarms),
        },
      });
    }
  }
  return lists;
}

/** A datatype whose `type` Linli does not know, named before the schema's less precise "invalid input". */
function unknownDatatype(lists: Record<ListName, Labelled[]>): string | undefined {
  for (const list of LISTS) {
    for (const { model, label } of lists[list]) {
      if (!isObject(model.datatype)) return `${label}: datatype is missing`;
      const type = model.datatype.type;
      if (!DATATYPES.includes(type as never))
        return `${label} datatype.type: "${String(type)}" is not one of ${DATATYPES.join(', ')}`;
    }
  }
  return undefined;
}

/** `zod` issue path → words: `datatype.enumList[0].text`. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`))
    .join('');
}

function readThingsModels(product: Json, rows: unknown): { set: ThingsModelSet } | { problem: string } {
  let lists: Record<ListName, Labelled[]> | string;
  if (Array.isArray(rows) && rows.length > 0) lists = fromRows(rows);
  else {
    let cache = product.thingsModelsJson;
    if (typeof cache === 'string') {
      if (cache.trim() === '') cache = {};
      else {
        try {
          cache = JSON.parse(cache) as unknown;
        } catch {
          return { problem: 'thingsModelsJson is not JSON' };
        }
      }
    }
    if (cache === undefined || cache === null) cache = {};
    if (!isObject(cache))
      return { problem: 'thingsModelsJson is not an object {properties, functions, events}' };
    lists = fromCache(cache);
  }
  if (typeof lists === 'string') return { problem: lists };
  const unknown = unknownDatatype(lists);
  if (unknown) return { problem: unknown };
  const parsed = thingsModelSetSchema.safeParse({
    properties: lists.properties.map((l) => l.model),
    functions: lists.functions.map((l) => l.model),
    events: lists.events.map((l) => l.model),
  });
  if (parsed.success) return { set: parsed.data as ThingsModelSet };
  const issue = parsed.error.issues[0]!;
  const [list, index, ...rest] = issue.path;
  const label = lists[list as ListName]?.[index as number]?.label ?? pathText(issue.path.slice(0, 2));
  return { problem: `${label}${rest.length ? ` ${pathText(rest)}` : ''}: ${issue.message}` };
}

function readProduct(product: Json): { form: ProductFormValues } | { problem: string } {
  if (typeof product.productName !== 'string' || product.productName.trim() === '')
    return { problem: 'productName is missing' };
  const protocol = product.protocolCode;
  if (protocol !== undefined && protocol !== null && String(protocol).toUpperCase() !== 'JSON')
    return { problem: `protocolCode "${String(protocol)}" is not supported (only JSON)` };
  const parsed = productForm.safeParse({
    productName: product.productName,
    productNameEn: product.productNameEn ?? product.productName,
    categoryName: text(product.categoryName),
    imgUrl: text(product.imgUrl),
    deviceType: number(product.deviceType, 1),
    isSubDevice: flag(product.isSubDevice),
    networkMethod: number(product.networkMethod, 1),
    protocolCode: 'JSON',
    ...optional('vertificateMethod', number(product.vertificateMethod)),
    // FastBee firmware logs in with the product's account and password or secret, so a FastBee file (which
    // has no such key) accepts those as well as Linli's per-device secrets.
    credentialScope: product.credentialScope ?? 'both',
    isAuthorize: flag(product.isAuthorize),
    selfRegister: flag(product.selfRegister),
    ...optional('otaProtocol', product.otaProtocol),
    ...optional('offlineAlarmMinutes', number(product.offlineAlarmMinutes)),
  });
  if (parsed.success) return { form: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { problem: `${pathText(issue.path)}: ${issue.message}` };
}

/** The first string (or key) holding U+0000: no database column takes it, and no product name needs it. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
}

/**
 * Reads a FastBee product export: a product object (with `thingsModelsJson`, string or object, and/or a
 * `thingsModels` row list), `{product, thingsModels}`, or FastBee's API answer `{code, msg, data: product}`.
 * Answers the product form and thing model, or the first problem, precisely (where and what).
 */
export function readFastBeeProduct(json: string): FastBeeRead {
  let top: unknown;
  try {
    top = JSON.parse(json) as unknown;
  } catch {
    return { ok: false, problem: 'the file is not JSON' };
  }
  if (!isObject(top)) return { ok: false, problem: 'the file does not hold a product object' };
  if (hasNul(top)) return { ok: false, problem: 'the file holds a NUL character' };
  const product = isObject(top.product) ? top.product : isObject(top.data) ? top.data : top;
  const rows = top.thingsModels ?? product.thingsModels;
  if (rows !== undefined && rows !== null && !Array.isArray(rows))
    return { ok: false, problem: 'thingsModels is not a list of thing-model rows' };
  const form = readProduct(product);
  if ('problem' in form) return { ok: false, problem: form.problem };
  const models = readThingsModels(product, rows);
  if ('problem' in models) return { ok: false, problem: models.problem };
  return { ok: true, product: form.form, thingsModels: models.set };
}

/** What an export says about a product: everything but its credentials. */
export type FastBeeExportProduct = Omit<
  ProductAdminRow,
  'mqttAccount' | 'deviceCount' | 'thingsModelVersion'
>;

/** One item in the cache shape (`thingsModelsJson`), with Linli's extra keys where it has them. */
function cacheItem(m: ThingModel): Json {
  return {
    id: m.id,
    name: m.name,
    ...optional('nameEn', m.nameEn),
    type: m.type,
    order: m.order,
    isChart: m.isChart,
    isMonitor: m.isMonitor,
    isHistory: m.isHistory,
    isReadonly: m.isReadonly,
    isSharePerm: m.isSharePerm,
    datatype: m.datatype,
    ...optional('alarms', m.alarms),
  };
}

/** One `iot_things_model` row: `datatype` is the type's name, `specs` the datatype as a JSON string. */
function thingRow(m: ThingModel): Json {
  return {
    modelName: m.name,
    ...optional('modelNameEn', m.nameEn),
    identifier: m.id,
    type: m.type,
    datatype: m.datatype.type,
    specs: JSON.stringify(m.datatype),
    isChart: m.isChart,
    isMonitor: m.isMonitor,
    isHistory: m.isHistory,
    isReadonly: m.isReadonly,
    isSharePerm: m.isSharePerm,
    modelOrder: m.order,
    ...optional('alarms', m.alarms),
  };
}

/** A product as FastBee product JSON: its fields in FastBee's names, the cache string and the rows. */
export function writeFastBeeProduct(product: FastBeeExportProduct, set: ThingsModelSet): Json {
  const cache = {
    properties: set.properties.map(cacheItem),
    functions: set.functions.map(cacheItem),
    events: set.events.map(cacheItem),
  };
  return {
    productId: product.productId,
    productName: product.productName,
    categoryName: product.categoryName,
    isSys: 0,
    isAuthorize: product.isAuthorize,
    status: product.status,
    deviceType: product.deviceType,
    networkMethod: product.networkMethod,
    vertificateMethod: product.vertificateMethod,
    protocolCode: product.protocolCode,
    transport: 'MQTT',
    imgUrl: product.imgUrl,
    createTime: product.createTime,
    thingsModelsJson: JSON.stringify(cache),
    // Linli's own fields, which FastBee ignores.
    productNameEn: product.productNameEn,
    isSubDevice: product.isSubDevice,
    credentialScope: product.credentialScope,
    selfRegister: product.selfRegister,
    otaProtocol: product.otaProtocol,
    offlineAlarmMinutes: product.offlineAlarmMinutes,
    thingsModels: [...set.properties, ...set.functions, ...set.events].map(thingRow),
  };
}
