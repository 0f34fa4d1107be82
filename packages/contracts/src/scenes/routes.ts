import { z } from 'zod';
import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { scenesPaths } from './paths.ts';
import {
  runSceneQuery,
  scene,
  sceneBody,
  sceneListQuery,
  sceneRun,
  sceneRunLogQuery,
  sceneStatusBody,
  sceneUpdateBody,
} from './schemas.ts';

const tag = 'scenes';

/** The scene endpoints (docs/product.md "Scenes", FastBee `/iot/scene`): each user's own scenes. */
export const scenesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: scenesPaths.sceneList,
    summary: 'My scenes (sceneName, enable 1 running / 2 stopped), newest first',
    tag,
    access: 'user',
    query: sceneListQuery,
    response: tableOf(scene),
  }),
  create: defineRoute({
    method: 'POST',
    path: scenesPaths.scene,
    summary: 'Create a scene',
    tag,
    access: 'user',
    body: sceneBody,
    response: withData(z.object({ sceneId: z.number().int() })),
  }),
  update: defineRoute({
    method: 'PUT',
    path: scenesPaths.scene,
    summary: 'Edit a scene (body carries sceneId)',
    tag,
    access: 'user',
    body: sceneUpdateBody,
    response: noData,
  }),
  switch: defineRoute({
    method: 'PUT',
    path: scenesPaths.sceneUpdateStatus,
    summary: "Switch a scene on (enable 1) or off (2): 'scene switch successful/failed'",
    tag,
    access: 'user',
    body: sceneStatusBody,
    // docs/product.md "Scenes": the answer's own `msg` is 'scene switch successful' (sceneSwitchSuccess).
    response: z.object({ msg: z.string() }),
  }),
  run: defineRoute({
    method: 'POST',
    path: scenesPaths.runScene,
    summary: "Run a scene's actions once now; answers the run log entry",
    tag,
    access: 'user',
    query: runSceneQuery,
    response: withData(sceneRun),
  }),
  log: defineRoute({
    method: 'GET',
    path: scenesPaths.sceneRunLog,
    summary: 'Run log of a scene: what fired, which conditions held, what each action did',
    tag,
    access: 'user',
    query: sceneRunLogQuery,
    response: tableOf(sceneRun),
  }),
  get: defineRoute({
    method: 'GET',
    path: scenesPaths.sceneById,
    summary: 'A scene',
    tag,
    access: 'user',
    params: idParams,
    response: withData(scene),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: scenesPaths.sceneById,
    summary: 'Delete a scene',
    tag,
    access: 'user',
    params: idParams,
    response: noData,
  }),
};
