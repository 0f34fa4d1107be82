import { scenesRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { ScenesService } from './scenes.service.ts';

export function registerScenesRoutes(router: ApiRouter, scenes: ScenesService): void {
  router.handle(scenesRoutes.list, ({ user, query }) => scenes.list(user, query));
  router.handle(scenesRoutes.create, async ({ user, body }) => ({ data: await scenes.create(user, body) }));
  router.handle(scenesRoutes.update, ({ user, body }) => scenes.update(user, body.sceneId, body));
  router.handle(scenesRoutes.switch, async ({ user, body, request }) => ({
    msg: await scenes.switch(user, body.sceneId, body.enable, request.language),
  }));
  router.handle(scenesRoutes.run, async ({ user, query }) => ({
    data: await scenes.runNow(user, query.sceneId),
  }));
  router.handle(scenesRoutes.log, ({ user, query }) =>
    scenes.runs(user, query.sceneId, query.pageNum, query.pageSize),
  );
  router.handle(scenesRoutes.get, async ({ user, params }) => ({ data: await scenes.get(user, params.id) }));
  router.handle(scenesRoutes.remove, ({ user, params }) => scenes.remove(user, params.id));
}
