import { ErrorCode, findModel, type ThingModel, type ThingsModelSet } from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';

/**
 * A timer's actions as the FastBee app writes them and as Linli keeps them (docs/fastbee-app.md "Timers").
 *
 * The app (pagesA/home/device/model.vue#getModelIdAndName, #setModelData) stores one object per value:
 * `{id, name, value, valueName, type, parentId, parentName, arrayIndex, arrayIndexName, deviceId, …}`.
 * `id` is the item's identifier; for a field of an object it is the field's id with `parentId` the object;
 * for an element of an array it is `array_NN_<id>` (`arrayIndex` 'NN'). Linli keeps `{id, value}` per
 * thing-model item, an object's value being its fields as JSON; one element of an array is refused
 * (TIMER_ARRAY_ELEMENT): a timer sets whole values.
 */
export interface LinliAction {
  id: string;
  value: string;
}

/** One action object as the editor builds it (the fields Linli reads). */
interface AppActionInput {
  id?: unknown;
  value?: unknown;
  parentId?: unknown;
  arrayIndex?: unknown;
}

/** `array_NN_<id>`: element NN of an array (the editor's model.vue). */
const ARRAY_ELEMENT = /^array_\d{2}_/;

const invalidActions = () => new AppError(ErrorCode.FIELD_INVALID, { field: 'actions' });

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function appActionList(actions: string | unknown[]): AppActionInput[] {
  let list: unknown = actions;
  if (typeof actions === 'string') {
    try {
      list = JSON.parse(actions);
    } catch {
      throw invalidActions();
    }
  }
  if (!Array.isArray(list) || list.some((a) => typeof a !== 'object' || a === null || Array.isArray(a)))
    throw invalidActions();
  return list as AppActionInput[];
}

/**
 * The app's actions (its JSON string) as Linli's: an object's fields chosen one by one become one action
 * on the object. A malformed list is refused naming `actions`; Linli's timer rules judge the rest (each
 * item known, writable, allowed to the caller and its value valid for the thing model).
 */
export function linliActionsOf(actions: string | unknown[]): LinliAction[] {
  const out: LinliAction[] = [];
  const objects = new Map<string, Record<string, unknown>>();
  for (const action of appActionList(actions)) {
    const id = text(action.id).trim();
    if (!id) throw invalidActions();
    // One element of an array (`array_NN_<id>`): a Linli timer sets whole values, and filling in the other
    // elements when it is saved would freeze them at that moment (docs/fastbee-app.md "What differs").
    if (text(action.arrayIndex) || ARRAY_ELEMENT.test(id))
      throw new AppError(ErrorCode.TIMER_ARRAY_ELEMENT, { field: 'actions' });
    const parentId = text(action.parentId).trim();
    const value = action.value;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'value' });
    if (parentId && parentId !== id && !text(action.arrayIndex)) {
      const fields = objects.get(parentId) ?? {};
      if (!objects.has(parentId)) {
        objects.set(parentId, fields);
        out.push({ id: parentId, value: '' });
      }
      fields[id] = value;
      continue;
    }
    out.push({ id, value: String(value) });
  }
  return out.map((a) => (objects.has(a.id) ? { id: a.id, value: JSON.stringify(objects.get(a.id)) } : a));
}

/** An action as the app's editor shows it and sends back. */
export interface AppAction {
  id: string;
  name: string;
  value: string | number;
  valueName: string;
  type: number;
  parentId: string;
  parentName: string;
  arrayIndex: string;
  arrayIndexName: string;
  deviceId: number;
  deviceName: string;
}

/** What the app's value pickers put in `value`: numbers for bool and number items, text otherwise. */
function appValue(
  model: ThingModel | undefined,
  value: string,
): { value: string | number; valueName: string } {
  const datatype = model?.datatype;
  if (datatype?.type === 'bool') {
    const on = value === '1';
    // The app names the two states itself (model.vue#handleConfirmBool).
    return { value: on ? 1 : 0, valueName: on ? '开' : '关' };
  }
  if (datatype?.type === 'enum')
    return { value, valueName: datatype.enumList.find((e) => e.value === value)?.text ?? '' };
  if ((datatype?.type === 'integer' || datatype?.type === 'decimal') && value.trim() !== '') {
    const n = Number(value);
    return { value: Number.isFinite(n) ? n : value, valueName: '' };
  }
  return { value, valueName: '' };
}

/** Linli's actions as the app's editor objects (names from the product's thing model). */
export function appActionsOf(
  actions: readonly LinliAction[],
  models: ThingsModelSet,
  device: { deviceId: number; deviceName: string },
): AppAction[] {
  const out: AppAction[] = [];
  for (const action of actions) {
    // Linli's timers hold whole values only (no `array_NN_` element: linliActionsOf refuses those).
    const model = findModel(models, action.id);
    const base = {
      type: model?.type ?? 1,
      parentId: action.id,
      parentName: model?.name ?? action.id,
      arrayIndex: '',
      arrayIndexName: '',
      ...device,
    };
    if (model?.datatype.type === 'object') {
      const fields = parseFields(action.value);
      for (const [id, value] of Object.entries(fields)) {
        const param = model.datatype.params.find((p) => p.id === id);
        out.push({
          ...base,
          id,
          name: param?.name ?? id,
          ...appValue(param as ThingModel | undefined, String(value)),
        });
      }
      continue;
    }
    out.push({ ...base, id: action.id, name: model?.name ?? action.id, ...appValue(model, action.value) });
  }
  return out;
}

function parseFields(value: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
