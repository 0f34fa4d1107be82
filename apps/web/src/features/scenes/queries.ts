import { SCENE_ENABLE, scenesRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';

/** The list filter: all, enabled (running) or not enabled (stopped). */
export type SceneFilter = 'all' | 'enabled' | 'disabled';
export const SCENE_PAGE_SIZE = 10;
export const SCENE_LOG_PAGE_SIZE = 20;

/** The list's query for a filter (no `enable` for all). */
export const scenesFiltered = (filter: SceneFilter) => ({
  query: {
    enable:
      filter === 'enabled' ? SCENE_ENABLE.running : filter === 'disabled' ? SCENE_ENABLE.stopped : undefined,
  },
});

/** What a change to a scene makes stale: the list, the scene itself and its run log. */
export const afterSceneChange: readonly Invalidation[] = [
  scenesRoutes.list,
  scenesRoutes.get,
  scenesRoutes.log,
];

/** A run by hand adds an entry to the scene's run log. */
export const afterSceneRun: readonly Invalidation[] = [scenesRoutes.log];
