import type {
  AlertLevel,
  Datatype,
  DatatypeSpec,
  SceneOperator,
  ThingAlarm,
  ThingModel,
  ThingParam,
  ThingType,
} from '@linli/contracts';

/**
 * The thing-model editor's drafts (docs/fastbee.md "Thing models"): what the item form types, with numbers
 * as text until the item is done. A datatype draft keeps the boxes of every datatype, so switching the
 * datatype back and forth loses nothing typed.
 */
export type ModelTab = 'properties' | 'functions' | 'events';
export const MODEL_TABS: readonly ModelTab[] = ['properties', 'functions', 'events'];
export const TAB_TYPE: Record<ModelTab, ThingType> = { properties: 1, functions: 2, events: 3 };

export type ArrayItemType = 'integer' | 'decimal' | 'string' | 'object';
export const ARRAY_ITEM_TYPES: readonly ArrayItemType[] = ['integer', 'decimal', 'string', 'object'];
/** The datatypes a field of an object (or of an array of objects) may have: plain values, no nesting. */
export const FIELD_DATATYPES: readonly Datatype[] = ['integer', 'decimal', 'bool', 'enum', 'string'];

export interface EnumDraft {
  value: string;
  text: string;
  textEn: string;
}

export interface SpecDraft {
  type: Datatype;
  min: string;
  max: string;
  step: string;
  unit: string;
  unitEn: string;
  trueText: string;
  falseText: string;
  trueTextEn: string;
  falseTextEn: string;
  enumList: EnumDraft[];
  showWay: 'select' | 'button';
  maxLength: string;
  arrayType: ArrayItemType;
  arrayCount: string;
  /** The fields of an object, or of each object of an array. */
  params: ParamDraft[];
}

export interface ParamDraft {
  id: string;
  name: string;
  nameEn: string;
  datatype: SpecDraft;
}

/** A rule raising an alert when a reported value matches (a property's or a function's). */
export interface AlarmDraft {
  level: AlertLevel;
  operator: SceneOperator;
  value: string;
}

export const FLAGS = ['isChart', 'isMonitor', 'isHistory', 'isReadonly', 'isSharePerm'] as const;
export type Flag = (typeof FLAGS)[number];

export interface ItemDraft {
  id: string;
  name: string;
  nameEn: string;
  datatype: SpecDraft;
  flags: Record<Flag, boolean>;
  order: string;
  /** Rules with an operator and a value (properties show them; a function's are kept as they were). */
  alarms: AlarmDraft[];
  /** An event's alert on every report: 0 for none. */
  eventLevel: AlertLevel | 0;
}

export const emptySpec = (type: Datatype = 'integer'): SpecDraft => ({
  type,
  min: '0',
  max: '100',
  step: '1',
  unit: '',
  unitEn: '',
  trueText: '开',
  falseText: '关',
  trueTextEn: 'On',
  falseTextEn: 'Off',
  enumList: [{ value: '0', text: '', textEn: '' }],
  showWay: 'select',
  maxLength: '64',
  arrayType: 'integer',
  arrayCount: '5',
  params: [],
});

export const emptyParam = (): ParamDraft => ({ id: '', name: '', nameEn: '', datatype: emptySpec() });

/** A new item of a tab: a property keeps its history by default (it is what the charts read). */
export function emptyItem(tab: ModelTab): ItemDraft {
  return {
    id: '',
    name: '',
    nameEn: '',
    datatype: emptySpec(),
    flags: {
      isChart: false,
      isMonitor: false,
      isHistory: tab === 'properties',
      isReadonly: false,
      isSharePerm: false,
    },
    order: '0',
    alarms: [],
    eventLevel: 0,
  };
}

export const emptyAlarm = (): AlarmDraft => ({ level: 2, operator: '>', value: '' });

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function specDraftOf(spec: DatatypeSpec): SpecDraft {
  const draft = emptySpec(spec.type);
  switch (spec.type) {
    case 'integer':
    case 'decimal':
      return {
        ...draft,
        min: text(spec.min),
        max: text(spec.max),
        step: text(spec.step),
        unit: spec.unit,
        unitEn: spec.unitEn ?? '',
      };
    case 'bool':
      return {
        ...draft,
        trueText: spec.trueText,
        falseText: spec.falseText,
        trueTextEn: spec.trueTextEn ?? '',
        falseTextEn: spec.falseTextEn ?? '',
      };
    case 'enum':
      return {
        ...draft,
        enumList: spec.enumList.map((e) => ({ value: e.value, text: e.text, textEn: e.textEn ?? '' })),
        showWay: spec.showWay,
      };
    case 'string':
      return { ...draft, maxLength: text(spec.maxLength) };
    case 'array':
      return {
        ...draft,
        arrayType: spec.arrayType,
        arrayCount: text(spec.arrayCount),
        params: (spec.params ?? []).map(paramDraftOf),
      };
    case 'object':
      return { ...draft, params: spec.params.map(paramDraftOf) };
  }
}

export function paramDraftOf(p: ThingParam): ParamDraft {
  return { id: p.id, name: p.name, nameEn: p.nameEn ?? '', datatype: specDraftOf(p.datatype) };
}

export function itemDraftOf(m: ThingModel): ItemDraft {
  const alarms = m.alarms ?? [];
  const always = alarms.find((a) => a.operator === undefined);
  return {
    id: m.id,
    name: m.name,
    nameEn: m.nameEn ?? '',
    datatype: specDraftOf(m.datatype),
    flags: {
      isChart: m.isChart === 1,
      isMonitor: m.isMonitor === 1,
      isHistory: m.isHistory === 1,
      isReadonly: m.isReadonly === 1,
      isSharePerm: m.isSharePerm === 1,
    },
    order: String(m.order),
    alarms: alarms.flatMap((a) =>
      a.operator === undefined ? [] : [{ level: a.level, operator: a.operator, value: a.value ?? '' }],
    ),
    eventLevel: always?.level ?? 0,
  };
}

/** Text as a number; blank or not a number is NaN, which the contract refuses by the field's name. */
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));
/** An English text is sent only when there is one (the API then falls back to the Chinese one). */
const optional = <K extends string>(key: K, value: string) =>
  (value.trim() ? { [key]: value.trim() } : {}) as Partial<Record<K, string>>;

export function specOf(d: SpecDraft): DatatypeSpec {
  switch (d.type) {
    case 'integer':
    case 'decimal':
      return {
        type: d.type,
        min: num(d.min),
        max: num(d.max),
        step: num(d.step),
        unit: d.unit.trim(),
        ...optional('unitEn', d.unitEn),
      };
    case 'bool':
      return {
        type: 'bool',
        trueText: d.trueText.trim(),
        falseText: d.falseText.trim(),
        ...optional('trueTextEn', d.trueTextEn),
        ...optional('falseTextEn', d.falseTextEn),
      };
    case 'enum':
      return {
        type: 'enum',
        enumList: d.enumList.map((e) => ({
          value: e.value.trim(),
          text: e.text.trim(),
          ...optional('textEn', e.textEn),
        })),
        showWay: d.showWay,
      };
    case 'string':
      return { type: 'string', maxLength: num(d.maxLength) };
    case 'array':
      return {
        type: 'array',
        arrayType: d.arrayType,
        arrayCount: num(d.arrayCount),
        ...(d.arrayType === 'object' ? { params: d.params.map(paramOf) } : {}),
      };
    case 'object':
      return { type: 'object', params: d.params.map(paramOf) };
  }
}

export function paramOf(p: ParamDraft): ThingParam {
  return {
    id: p.id.trim(),
    name: p.name.trim(),
    ...optional('nameEn', p.nameEn),
    datatype: specOf(p.datatype),
  };
}

const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** The item as the contract has it, for the tab it sits in. */
export function itemOf(d: ItemDraft, tab: ModelTab): ThingModel {
  const rules: ThingAlarm[] = d.alarms.map((a) => ({
    level: a.level,
    operator: a.operator,
    value: a.value.trim(),
  }));
  const alarms: ThingAlarm[] =
    tab === 'events' ? [...(d.eventLevel ? [{ level: d.eventLevel }] : []), ...rules] : rules;
  return {
    id: d.id.trim(),
    name: d.name.trim(),
    ...optional('nameEn', d.nameEn),
    type: TAB_TYPE[tab],
    datatype: specOf(d.datatype),
    isChart: bit(d.flags.isChart),
    isMonitor: bit(d.flags.isMonitor),
    isHistory: bit(d.flags.isHistory),
    isReadonly: bit(d.flags.isReadonly),
    isSharePerm: bit(d.flags.isSharePerm),
    order: num(d.order),
    ...(alarms.length > 0 ? { alarms } : {}),
  };
}
