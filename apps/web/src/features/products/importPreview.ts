/**
 * A first look at a FastBee product export before it is sent (docs/fastbee.md "Thing models"): its name and
 * how many properties, functions and events it brings. Only a preview: the server reads the file again and
 * is the one that accepts or refuses it (PRODUCT_IMPORT_INVALID, in its own words).
 */
export interface ItemCounts {
  properties: number;
  functions: number;
  events: number;
}

export type ImportProblem = 'empty' | 'notJson' | 'notObject' | 'noName';

export type ImportPreview =
  | { ok: true; name: string; category: string; counts: ItemCounts | undefined }
  | { ok: false; problem: ImportProblem };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `{properties, functions, events}` arrays, or FastBee's rows with `type` 1, 2, 3 (property, function, event). */
function countsOf(models: unknown): ItemCounts | undefined {
  const value = typeof models === 'string' ? parse(models) : models;
  if (Array.isArray(value)) {
    const ofType = (type: number) => value.filter((row) => isObject(row) && Number(row.type) === type).length;
    return { properties: ofType(1), functions: ofType(2), events: ofType(3) };
  }
  if (!isObject(value)) return undefined;
  const length = (key: string) => (Array.isArray(value[key]) ? (value[key] as unknown[]).length : 0);
  if (!['properties', 'functions', 'events'].some((key) => Array.isArray(value[key]))) return undefined;
  return { properties: length('properties'), functions: length('functions'), events: length('events') };
}

/**
 * Reads the text of an export: the product may be the whole file, sit under `product` or `data` (a RuoYi
 * answer saved as it came), and its thing model under `thingsModels` or as FastBee's `thingsModelsJson`
 * text.
 */
export function previewImport(text: string): ImportPreview {
  if (!text.trim()) return { ok: false, problem: 'empty' };
  const root = parse(text);
  if (root === undefined) return { ok: false, problem: 'notJson' };
  if (!isObject(root)) return { ok: false, problem: 'notObject' };
  const product = [root.product, root.data, root].find(
    (candidate): candidate is Json => isObject(candidate) && typeof candidate.productName === 'string',
  );
  const name = typeof product?.productName === 'string' ? product.productName.trim() : '';
  if (!product || !name) return { ok: false, problem: 'noName' };
  const counts =
    countsOf(product.thingsModels) ??
    countsOf(product.thingsModelsJson) ??
    countsOf(root.thingsModels) ??
    countsOf(root.thingsModelsJson);
  const category = typeof product.categoryName === 'string' ? product.categoryName : '';
  return { ok: true, name, category, counts };
}
