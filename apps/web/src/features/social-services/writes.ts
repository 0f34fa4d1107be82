import type { ErrorCode } from '@linli/contracts';
import { ApiError } from '../../lib/api.ts';

/** How a write ended: its answer, or the server's refusal ('' when the request layer has already said why). */
export type Outcome<T> = { ok: true; answer: T } | { ok: false; refusal: ApiError };

/**
 * A write whose refusal the form shows in place (its useApiMutation is `showsRefusal`: no toast as well). The forms send with
 * `mutateAsync`, because the callbacks of `mutate` do not run once their component is gone, and the reads
 * a write makes stale may replace it first (a reviewed application leaves the list of pending ones).
 */
export async function settle<T>(sent: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, answer: await sent };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, refusal: error };
    throw error;
  }
}

/** The form field a refusal is about, when the form has that field. */
export function refusedField<K extends string>(refusal: ApiError, draft: Record<K, unknown>): K | undefined {
  return refusal.field !== undefined && refusal.field in draft ? (refusal.field as K) : undefined;
}

/** A refusal under the field it names, when the form has that field; otherwise beside the form. */
export function placeRefusal<K extends string>(
  refusal: ApiError,
  draft: Record<K, unknown>,
  setErrors: (errors: Partial<Record<K, string>>) => void,
  setRefusal: (message: string) => void,
): void {
  const field = refusedField(refusal, draft);
  if (field) setErrors({ [field]: refusal.message } as Partial<Record<K, string>>);
  else if (refusal.message) setRefusal(refusal.message);
}

/** A request refused, as the request forms show it: the server's words, and whether one is already open. */
export interface Refusal {
  msg: string;
  duplicate: boolean;
}

/**
 * A refusal of a request form, shown in its card (a `duplicate` one links to the caller's list) and under
 * the field it names ('' means the request layer has already told the person).
 */
export function showRefusal<K extends string>(
  refusal: ApiError,
  duplicate: ErrorCode,
  draft: Record<K, unknown>,
  setRefusal: (refusal: Refusal) => void,
  setErrors: (errors: Partial<Record<K, string>>) => void,
): void {
  if (!refusal.message) return;
  setRefusal({ msg: refusal.message, duplicate: refusal.errorCode === duplicate });
  const field = refusedField(refusal, draft);
  if (field) setErrors({ [field]: refusal.message } as Partial<Record<K, string>>);
}
