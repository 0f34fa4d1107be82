import {
  allModels,
  findModel,
  type ThingModel,
  type ThingsModelSet,
  type ThingValue,
} from '@linli/contracts';

/** `array_NN_<id>`: element NN of an array (formatThingsModel in pagesA/home/device/index.vue). */
const ARRAY_ELEMENT = /^array_(\d{2})_(.+)$/;

/** Whether some key of the app's command names a part of an item (an array element, an object member). */
export function namesAPart(set: ThingsModelSet, command: Record<string, unknown>): boolean {
  return Object.keys(command).some((key) => !findModel(set, key));
}

/**
 * The FastBee app's `remoteCommand` as a Linli command. The app sends one control's value under the
 * control's id: an item's own id, `array_NN_<id>` for one element of an array (`<id>` the array's, or a
 * member of an array of objects), or a member's id for a member of an object. Linli commands carry whole
 * values (validateValue in @linli/contracts), so a part becomes its item's last value (`stored`, its
 * shadow) with that part changed. A key that names nothing is passed on as it is, to be refused as unknown.
 */
export function toLinliCommand(
  set: ThingsModelSet,
  stored: readonly ThingValue[],
  command: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const wholes = new Map<string, unknown[] | Record<string, unknown>>();
  const current = (model: ThingModel) => {
    let whole = wholes.get(model.id);
    if (!whole) {
      const last = stored.find((v) => v.id === model.id);
      const parsed = parseJson(last?.shadow || last?.value || '');
      whole = model.datatype.type === 'array' ? (Array.isArray(parsed) ? parsed : []) : objectOr(parsed);
      wholes.set(model.id, whole);
    }
    return whole;
  };
  for (const [key, value] of Object.entries(command)) {
    if (findModel(set, key)) {
      out[key] = value;
      continue;
    }
    const element = ARRAY_ELEMENT.exec(key);
    const part = element ? partOfArray(set, Number(element[1]), element[2]!) : partOfObject(set, key);
    if (!part) {
      out[key] = value;
      continue;
    }
    const whole = current(part.model);
    if (Array.isArray(whole)) {
      const index = part.index!;
      // Elements before the one set, never reported: a number array's read as 0, a text array's as empty.
      while (whole.length <= index) whole.push(part.member !== undefined ? {} : emptyElement(part.model));
      whole[index] = part.member !== undefined ? { ...objectOr(whole[index]), [part.member]: value } : value;
    } else {
      whole[part.member!] = value;
    }
  }
  for (const [id, whole] of wholes) out[id] = JSON.stringify(whole);
  return out;
}

interface Part {
  model: ThingModel;
  /** The element of an array. */
  index?: number;
  /** The member of an object (or of an array's object element). */
  member?: string;
}

function partOfArray(set: ThingsModelSet, index: number, id: string): Part | undefined {
  const own = findModel(set, id);
  if (own?.datatype.type === 'array' && own.datatype.arrayType !== 'object') return { model: own, index };
  const holder = allModels(set).find(
    (m) =>
      m.datatype.type === 'array' &&
      m.datatype.arrayType === 'object' &&
      (m.datatype.params ?? []).some((p) => p.id === id),
  );
  return holder ? { model: holder, index, member: id } : undefined;
}

function partOfObject(set: ThingsModelSet, id: string): Part | undefined {
  const holder = allModels(set).find(
    (m) => m.datatype.type === 'object' && m.datatype.params.some((p) => p.id === id),
  );
  return holder ? { model: holder, member: id } : undefined;
}

function emptyElement(model: ThingModel): string {
  return model.datatype.type === 'array' && model.datatype.arrayType === 'string' ? '' : '0';
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function objectOr(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}
