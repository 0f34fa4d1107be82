import { z } from 'zod';
import {
  type AlertLevel,
  compareValue,
  parseBetween,
  SCENE_OPERATORS,
  type SceneOperator,
} from '../scenes/schemas.ts';

/**
 * Thing models (物模型), FastBee's shape (docs/fastbee.md "Thing models"): properties, functions and events,
 * each with a typed `datatype` and the flags the screens read.
 */
export const THING_TYPES = { property: 1, function: 2, event: 3 } as const;
export type ThingType = (typeof THING_TYPES)[keyof typeof THING_TYPES];

export const DATATYPES = ['integer', 'decimal', 'bool', 'enum', 'string', 'array', 'object'] as const;
export type Datatype = (typeof DATATYPES)[number];

export interface EnumItem {
  value: string;
  text: string;
  /** English text; the API shows it as `text` to en-US callers. */
  textEn?: string;
}

/** A child of an object (or of an array of objects): a named, typed value. */
export interface ThingParam {
  id: string;
  /** Display name in Chinese (FastBee's `name`); `nameEn` is the English one. */
  name: string;
  nameEn?: string;
  datatype: DatatypeSpec;
}

export type DatatypeSpec =
  | { type: 'integer' | 'decimal'; min: number; max: number; step: number; unit: string; unitEn?: string }
  | { type: 'bool'; trueText: string; falseText: string; trueTextEn?: string; falseTextEn?: string }
  | { type: 'enum'; enumList: EnumItem[]; showWay: 'select' | 'button' }
  | { type: 'string'; maxLength: number }
  | {
      type: 'array';
      arrayType: 'integer' | 'decimal' | 'string' | 'object';
      arrayCount: number;
      params?: ThingParam[];
    }
  | { type: 'object'; params: ThingParam[] };

/**
 * An alert a thing-model item raises by itself, with no scene anyone has to make (docs/alerts.md): an event
 * with no `operator` raises it every time it is reported (an SOS press, a fall); otherwise the reported value
 * must match `operator` and `value` (heart rate > 120, smoke alarm state = 1). Several rules may watch one
 * item; the highest matching level wins.
 */
export interface ThingAlarm {
  level: AlertLevel;
  operator?: SceneOperator;
  value?: string;
}

export interface ThingModel {
  /** Identifier, unique within a product. */
  id: string;
  /** Display name (FastBee's `name`): Chinese in the catalogue, localised by the API for the request's language. */
  name: string;
  /** English display name; absent in models that only have one language. */
  nameEn?: string;
  type: ThingType;
  datatype: DatatypeSpec;
  isChart: 0 | 1;
  isMonitor: 0 | 1;
  isHistory: 0 | 1;
  isReadonly: 0 | 1;
  isSharePerm: 0 | 1;
  order: number;
  /** Alerts this item raises by itself (absent: none). */
  alarms?: ThingAlarm[];
}

export interface ThingsModelSet {
  properties: ThingModel[];
  functions: ThingModel[];
  events: ThingModel[];
}

const flag = z.union([z.literal(0), z.literal(1)]).default(0);
const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/);

const datatypeSpec: z.ZodType<DatatypeSpec> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.enum(['integer', 'decimal']),
      min: z.number(),
      max: z.number(),
      step: z.number().positive(),
      unit: z.string().max(16).default(''),
      unitEn: z.string().max(16).optional(),
    }),
    z.object({
      type: z.literal('bool'),
      trueText: z.string().max(32),
      falseText: z.string().max(32),
      trueTextEn: z.string().max(32).optional(),
      falseTextEn: z.string().max(32).optional(),
    }),
    z.object({
      type: z.literal('enum'),
      enumList: z
        .array(
          z.object({
            value: z.string().max(32),
            text: z.string().max(32),
            textEn: z.string().max(32).optional(),
          }),
        )
        .min(1),
      showWay: z.enum(['select', 'button']).default('select'),
    }),
    z.object({ type: z.literal('string'), maxLength: z.number().int().min(1).max(10_000) }),
    z.object({
      type: z.literal('array'),
      arrayType: z.enum(['integer', 'decimal', 'string', 'object']),
      arrayCount: z.number().int().min(1).max(100),
      params: z.array(thingParam).optional(),
    }),
    z.object({ type: z.literal('object'), params: z.array(thingParam).min(1) }),
  ]),
) as z.ZodType<DatatypeSpec>;

const thingParam: z.ZodType<ThingParam> = z.lazy(() =>
  z.object({
    id: identifier,
    name: z.string().min(1).max(64),
    nameEn: z.string().min(1).max(64).optional(),
    datatype: datatypeSpec,
  }),
);

const thingAlarmSchema = z
  .object({
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    operator: z.enum(SCENE_OPERATORS).optional(),
    value: z.string().trim().max(64).optional(),
  })
  .refine((a) => (a.operator === undefined) === (a.value === undefined), {
    message: 'operator and value go together',
    path: ['value'],
  })
  .refine((a) => a.operator !== 'between' || parseBetween(a.value ?? '') !== undefined, {
    message: 'between needs min-max',
    path: ['value'],
  });

export const thingModelSchema = z.object({
  id: identifier,
  name: z.string().min(1).max(64),
  nameEn: z.string().min(1).max(64).optional(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  datatype: datatypeSpec,
  isChart: flag,
  isMonitor: flag,
  isHistory: flag,
  isReadonly: flag,
  isSharePerm: flag,
  order: z.number().int().default(0),
  alarms: z.array(thingAlarmSchema).max(8).optional(),
});

// A property's or function's value is always there, so its alarms must say which values raise them.
const valueItem = thingModelSchema.refine((m) => (m.alarms ?? []).every((a) => a.operator !== undefined), {
  message: 'a property alarm needs an operator and a value',
  path: ['alarms'],
});

export const thingsModelSetSchema = z.object({
  properties: z.array(valueItem),
  functions: z.array(valueItem),
  events: z.array(thingModelSchema),
});

/** The level of the alert a reported value of this item raises, or undefined when it raises none. */
export function alarmLevel(model: Pick<ThingModel, 'alarms'>, value: string): AlertLevel | undefined {
  let level: AlertLevel | undefined;
  for (const rule of model.alarms ?? []) {
    const matches = rule.operator === undefined || compareValue(value, rule.operator, rule.value ?? '');
    if (matches && (level === undefined || rule.level > level)) level = rule.level;
  }
  return level;
}

/** Texts and units of a datatype in English where the model has them (only called for en-US). */
function localizeDatatype(spec: DatatypeSpec, english: boolean): DatatypeSpec {
  switch (spec.type) {
    case 'integer':
    case 'decimal':
      return spec.unitEn === undefined ? spec : { ...spec, unit: spec.unitEn };
    case 'bool':
      if (spec.trueTextEn === undefined && spec.falseTextEn === undefined) return spec;
      return {
        ...spec,
        trueText: spec.trueTextEn ?? spec.trueText,
        falseText: spec.falseTextEn ?? spec.falseText,
      };
    case 'enum':
      if (!spec.enumList.some((e) => e.textEn !== undefined)) return spec;
      return { ...spec, enumList: spec.enumList.map((e) => ({ ...e, text: e.textEn ?? e.text })) };
    case 'object':
    case 'array':
      return spec.params ? { ...spec, params: spec.params.map((p) => localizeThing(p, english)) } : spec;
    default:
      return spec;
  }
}

function localizeThing<T extends ThingParam | ThingModel>(item: T, english: boolean): T {
  const datatype = localizeDatatype(item.datatype, english);
  const name = english && item.nameEn ? item.nameEn : item.name;
  return name === item.name && datatype === item.datatype ? item : { ...item, name, datatype };
}

/**
 * A thing model as a screen in `language` shows it: `name`, bool and enum texts and units (and those of
 * object/array params) become the English ones where there are. The `…En` fields stay, so a client can still
 * pick either.
 */
export function localizeThingsModels(set: ThingsModelSet, language: string): ThingsModelSet {
  const english = language === 'en-US';
  if (!english) return set;
  return {
    properties: set.properties.map((m) => localizeThing(m, english)),
    functions: set.functions.map((m) => localizeThing(m, english)),
    events: set.events.map((m) => localizeThing(m, english)),
  };
}

/** All models of a product, properties first. */
export function allModels(set: ThingsModelSet): ThingModel[] {
  return [...set.properties, ...set.functions, ...set.events];
}

export function findModel(set: ThingsModelSet, id: string): ThingModel | undefined {
  return allModels(set).find((m) => m.id === id);
}

/**
 * The first identifier used twice across properties, functions and events (a report names an item by its
 * identifier alone, so one product cannot have two), or undefined.
 */
export function duplicateIdentifier(set: ThingsModelSet): string | undefined {
  const seen = new Set<string>();
  for (const model of allModels(set)) {
    if (seen.has(model.id)) return model.id;
    seen.add(model.id);
  }
  return undefined;
}

/** The first item filed under the wrong list (a property with `type` 2, say), or undefined. */
export function misfiledItem(set: ThingsModelSet): ThingModel | undefined {
  const { property, function: fn, event } = THING_TYPES;
  return (
    set.properties.find((m) => m.type !== property) ??
    set.functions.find((m) => m.type !== fn) ??
    set.events.find((m) => m.type !== event)
  );
}

export type ValueCheck = { ok: true; value: string } | { ok: false; reason: ValueProblem };
export type ValueProblem =
  | 'not_a_number'
  | 'not_an_integer'
  | 'below_min'
  | 'above_max'
  | 'not_bool'
  | 'not_in_enum'
  | 'too_long'
  | 'bad_array'
  | 'bad_object';

const fail = (reason: ValueProblem): ValueCheck => ({ ok: false, reason });

function checkNumber(
  spec: { type: 'integer' | 'decimal'; min: number; max: number },
  raw: string,
): ValueCheck {
  const text = raw.trim();
  if (text === '' || !/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) return fail('not_a_number');
  const n = Number(text);
  if (!Number.isFinite(n)) return fail('not_a_number');
  if (spec.type === 'integer' && !Number.isInteger(n)) return fail('not_an_integer');
  if (n < spec.min) return fail('below_min');
  if (n > spec.max) return fail('above_max');
  return { ok: true, value: String(n) };
}

function checkParams(params: ThingParam[], input: unknown): ValueCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('bad_object');
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const param = params.find((p) => p.id === key);
    if (!param) return fail('bad_object');
    const checked = checkDatatype(param.datatype, value);
    if (!checked.ok) return checked;
    out[key] = checked.value;
  }
  return { ok: true, value: JSON.stringify(out) };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function checkDatatype(spec: DatatypeSpec, value: unknown): ValueCheck {
  const raw =
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  switch (spec.type) {
    case 'integer':
    case 'decimal':
      return checkNumber(spec, raw);
    case 'bool': {
      const text = raw.trim().toLowerCase();
      if (text === '1' || text === 'true') return { ok: true, value: '1' };
      if (text === '0' || text === 'false') return { ok: true, value: '0' };
      return fail('not_bool');
    }
    case 'enum':
      return spec.enumList.some((item) => item.value === raw)
        ? { ok: true, value: raw }
        : fail('not_in_enum');
    case 'string':
      return [...raw].length <= spec.maxLength ? { ok: true, value: raw } : fail('too_long');
    case 'array': {
      // A JSON array, or (FastBee, docs/fastbee.md "Thing models") a comma-separated string for plain arrays.
      const parsed = raw.trim().startsWith('[')
        ? parseJson(raw)
        : spec.arrayType === 'object'
          ? undefined
          : raw.split(',');
      if (!Array.isArray(parsed) || parsed.length > spec.arrayCount) return fail('bad_array');
      const items: unknown[] = [];
      for (const element of parsed) {
        const checked =
          spec.arrayType === 'object'
            ? checkParams(spec.params ?? [], element)
            : spec.arrayType === 'string'
              ? checkDatatype({ type: 'string', maxLength: 1024 }, element)
              : checkDatatype(
                  { type: spec.arrayType, min: -Infinity, max: Infinity, step: 1, unit: '' },
                  element,
                );
        if (!checked.ok) return fail('bad_array');
        items.push(
          spec.arrayType === 'object'
            ? JSON.parse(checked.value)
            : spec.arrayType === 'string'
              ? checked.value
              : Number(checked.value),
        );
      }
      return { ok: true, value: JSON.stringify(items) };
    }
    case 'object': {
      const parsed = typeof value === 'object' ? value : parseJson(raw);
      return checkParams(spec.params, parsed);
    }
  }
}

/**
 * Checks one wire value against its model (type, range, enum, length) and returns it normalised as the
 * string that is stored and pushed: numbers canonical, bools '0'/'1', arrays and objects as JSON.
 */
export function validateValue(model: Pick<ThingModel, 'datatype'>, value: unknown): ValueCheck {
  if (value === undefined || value === null) return fail('not_a_number');
  return checkDatatype(model.datatype, value);
}
