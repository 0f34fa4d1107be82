import {
  ErrorCode,
  errorMessages,
  formatMessage,
  LANGUAGES,
  type Language,
  parseBetween,
  type ThingModel,
  type ThingsModelSet,
  thingsModelSetSchema,
} from '@linli/contracts';
import { type ItemDraft, itemOf, MODEL_TABS, type ModelTab } from './thingsModelDraft.ts';

/**
 * What the thing-model editor does to the set it edits, kept apart from the screens so it is tested as
 * plain data. The screens of devices list items by `order`, highest first (devices/state.service.ts), so
 * the editor shows them the same way and a move rewrites `order` to match.
 */

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

export const emptySet = (): ThingsModelSet => ({ properties: [], functions: [], events: [] });

/** Highest `order` first; items with the same order keep their places. */
export const byOrder = (items: readonly ThingModel[]): ThingModel[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.order - a.item.order || a.index - b.index)
    .map(({ item }) => item);

/** The set as the editor shows it: each tab in the order the device screens use. */
export const sortedSet = (set: ThingsModelSet): ThingsModelSet => ({
  properties: byOrder(set.properties),
  functions: byOrder(set.functions),
  events: byOrder(set.events),
});

/** Orders that say the places shown: the first item the highest, the last 0. */
const renumber = (items: ThingModel[]): ThingModel[] =>
  items.map((item, index) => ({ ...item, order: items.length - 1 - index }));

/** Adds an item at the end of its tab (`index` undefined) or replaces the one at `index`. */
export function putItem(
  set: ThingsModelSet,
  tab: ModelTab,
  index: number | undefined,
  item: ThingModel,
): ThingsModelSet {
  const items = [...set[tab]];
  if (index === undefined) return { ...set, [tab]: renumber([...items, item]) };
  items[index] = item;
  return { ...set, [tab]: byOrder(items) };
}

export function removeItem(set: ThingsModelSet, tab: ModelTab, index: number): ThingsModelSet {
  return { ...set, [tab]: set[tab].filter((_, i) => i !== index) };
}

/** Moves an item one place up (-1) or down (+1) within its tab. */
export function moveItem(set: ThingsModelSet, tab: ModelTab, index: number, step: -1 | 1): ThingsModelSet {
  const target = index + step;
  const items = [...set[tab]];
  const moving = items[index];
  const other = items[target];
  if (!moving || !other) return set;
  items[index] = other;
  items[target] = moving;
  return { ...set, [tab]: renumber(items) };
}

export const itemKey = (tab: ModelTab, index: number) => `${tab}:${index}`;

/** A field's label for a message: the last named part of the path (`min`, `text`, `value`...). */
export type LabelOf = (field: string) => string;

interface Problem {
  /** The path inside the item ('name', 'datatype.enumList.1.text'). */
  path: string;
  message: string;
}

/** The contract's checks of a set, as the item each problem is about and the words for it. */
function problemsOf(set: ThingsModelSet, language: Language, labelOf: LabelOf): Map<string, Problem[]> {
  const found = new Map<string, Problem[]>();
  const parsed = thingsModelSetSchema.safeParse(set);
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const [tab, index, ...rest] = issue.path;
    if (typeof tab !== 'string' || typeof index !== 'number') continue;
    const field = [...rest].reverse().find((part): part is string => typeof part === 'string') ?? 'id';
    const code = (KNOWN_CODES.has(issue.message) ? issue.message : ErrorCode.FIELD_INVALID) as ErrorCode;
    const params = {
      field: labelOf(field),
      ...(issue.code === 'too_small' ? { min: Number(issue.minimum) } : {}),
      ...(issue.code === 'too_big' ? { max: Number(issue.maximum) } : {}),
    };
    const key = itemKey(tab as ModelTab, index);
    const list = found.get(key) ?? [];
    list.push({ path: rest.join('.'), message: formatMessage(language, code, params) });
    found.set(key, list);
  }
  return found;
}

/**
 * The first problem of each item of the set (by itemKey), for the list to show beside the item before a
 * save: the contract's thingsModelSetSchema, and identifiers used twice (the server's words for it).
 */
export function setProblems(set: ThingsModelSet, language: Language, labelOf: LabelOf): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, problems] of problemsOf(set, language, labelOf)) {
    if (problems[0]) out.set(key, problems[0].message);
  }
  const seen = new Set<string>();
  for (const tab of MODEL_TABS) {
    set[tab].forEach((item, index) => {
      const key = itemKey(tab, index);
      if (seen.has(item.id) && !out.has(key)) {
        out.set(key, formatMessage(language, ErrorCode.THINGS_MODEL_DUPLICATE_ID, { value: item.id }));
      }
      seen.add(item.id);
    });
  }
  return out;
}

/**
 * The problems of one item as its form shows them, by path inside the item: the contract's checks (run
 * as the only item of its tab, so a property's alarm rules are checked as a property's), an identifier
 * another item already has, a range whose minimum is above its maximum, a rule without a value.
 */
export function itemProblems(
  draft: ItemDraft,
  tab: ModelTab,
  others: readonly ThingModel[],
  language: Language,
  labelOf: LabelOf,
  words: { minAboveMax: string; valueNeeded: string; betweenFormat: string },
): Record<string, string> {
  const item = itemOf(draft, tab);
  const alone = { ...emptySet(), [tab]: [item] };
  const errors: Record<string, string> = {};
  for (const { path, message } of problemsOf(alone, language, labelOf).get(itemKey(tab, 0)) ?? []) {
    errors[path] ??= message;
  }
  if (item.id && others.some((o) => o.id === item.id)) {
    errors.id ??= formatMessage(language, ErrorCode.THINGS_MODEL_DUPLICATE_ID, { value: item.id });
  }
  const spec = item.datatype;
  if ((spec.type === 'integer' || spec.type === 'decimal') && spec.min > spec.max) {
    errors['datatype.max'] ??= words.minAboveMax;
  }
  (item.alarms ?? []).forEach((rule, i) => {
    if (rule.operator === undefined) return;
    const path = `alarms.${i}.value`;
    if (!rule.value) errors[path] ??= words.valueNeeded;
    else if (rule.operator === 'between' && !parseBetween(rule.value)) errors[path] ??= words.betweenFormat;
  });
  return errors;
}

/** The refusals of a save that name one item ({value}: its identifier). */
const ITEM_REFUSALS: ReadonlySet<string> = new Set([
  ErrorCode.THINGS_MODEL_ORPHANS_HISTORY,
  ErrorCode.THINGS_MODEL_DUPLICATE_ID,
  ErrorCode.THINGS_MODEL_WRONG_TYPE,
]);

/**
 * The identifier a refusal of a save is about, read back from the server's sentence with the contract's
 * own template of it, in either language (the envelope carries the words, not the value).
 */
export function refusedIdentifier(errorCode: string | undefined, message: string): string | undefined {
  if (errorCode === undefined || !ITEM_REFUSALS.has(errorCode)) return undefined;
  for (const language of LANGUAGES) {
    const [before = '', after = ''] = errorMessages[language][errorCode as ErrorCode].split('{value}');
    if (
      message.length > before.length + after.length &&
      message.startsWith(before) &&
      message.endsWith(after)
    ) {
      return message.slice(before.length, message.length - after.length);
    }
  }
  return undefined;
}

/** Where an identifier sits in the set (the first match), to put a refusal beside it. */
export function findItem(set: ThingsModelSet, id: string): { tab: ModelTab; index: number } | undefined {
  for (const tab of MODEL_TABS) {
    const index = set[tab].findIndex((item) => item.id === id);
    if (index >= 0) return { tab, index };
  }
  return undefined;
}
