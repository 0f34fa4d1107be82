import {
  ApiPath,
  numericIdParams,
  runSceneQuery,
  sceneBody,
  sceneListQuery,
  sceneRunLogQuery,
  sceneStatusBody,
  sceneUpdateBody,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { ScenesService } from './scenes.service.ts';

const TAG = 'scenes';

export function registerScenesRoutes(router: ApiRouter, scenes: ScenesService): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.sceneList,
      summary: 'My scenes (sceneName, enable 1 running / 2 stopped), newest first',
      tag: TAG,
      access: 'user',
      query: sceneListQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await scenes.list(user, query);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.scene,
      summary: 'Create a scene',
      tag: TAG,
      access: 'user',
      body: sceneBody,
    },
    async ({ user, body }) => ({ data: await scenes.create(user, body) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.scene,
      summary: 'Edit a scene (body carries sceneId)',
      tag: TAG,
      access: 'user',
      body: sceneUpdateBody,
    },
    async ({ user, body }) => {
      await scenes.update(user, body.sceneId, body);
    },
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.sceneUpdateStatus,
      summary: "Switch a scene on (enable 1) or off (2): 'scene switch successful/failed'",
      tag: TAG,
      access: 'user',
      body: sceneStatusBody,
    },
    async ({ user, body, request }) => ({
      msg: await scenes.switch(user, body.sceneId, body.enable, request.language),
    }),
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.runScene,
      summary: "Run a scene's actions once now; answers the run log entry",
      tag: TAG,
      access: 'user',
      query: runSceneQuery,
    },
    async ({ user, query }) => ({ data: await scenes.runNow(user, query.sceneId) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.sceneRunLog,
      summary: 'Run log of a scene: what fired, which conditions held, what each action did',
      tag: TAG,
      access: 'user',
      query: sceneRunLogQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await scenes.runs(user, query.sceneId, query.pageNum, query.pageSize);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.sceneById,
      summary: 'A scene',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await scenes.get(user, params.id) }),
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.sceneById,
      summary: 'Delete a scene',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await scenes.remove(user, params.id);
    },
  );
}
