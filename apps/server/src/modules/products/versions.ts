import { isDeepStrictEqual } from 'node:util';
import { allModels, type ThingsModelSet } from '@linli/contracts';

/**
 * Thing-model versions (docs/devices.md "Products and thing models"). A draft's model is edited in place; once
 * published, a changed model is saved as the next version and the devices keep reporting under the version
 * they have until an administrator moves them (applyThingsModel). Either way a change may not strand stored
 * readings: an item that has data can be renamed, re-flagged or re-ranged, but not removed, and its datatype
 * cannot become another type (a stored "23.5" is not an enum value).
 */

/** Identifiers `next` drops, or whose datatype `type` it changes: the ones whose stored data would be orphaned. */
export function orphanCandidates(current: ThingsModelSet, next: ThingsModelSet): string[] {
  const kept = new Map(allModels(next).map((m) => [m.id, m.datatype.type] as const));
  return allModels(current)
    .filter((m) => kept.get(m.id) !== m.datatype.type)
    .map((m) => m.id);
}

/** Whether saving `next` would change nothing (a save without edits makes no new version). */
export function sameThingsModel(current: ThingsModelSet, next: ThingsModelSet): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(current)), JSON.parse(JSON.stringify(next)));
}
