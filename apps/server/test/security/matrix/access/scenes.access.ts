import type { AccessTable } from '../types.ts';

const scene = (deviceId: number) => ({
  sceneName: '早上开灯',
  triggers: [{ source: 2, time: '07:00', weekdays: [1, 2, 3, 4, 5] }],
  actions: [{ source: 1, deviceId, type: 2, id: 'switch', value: '1' }],
});

/** A scene is its maker's; acting on a shared device needs control of the item it sets. */
export default [
  {
    route: 'GET /iot/scene/list',
    ok: 'all',
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { sceneId: number }[]).map((s) => s.sceneId);
      if (ids.includes(w.scene) !== (actor === 'owner')) throw new Error(`scene list ${ids.join(',')}`);
    },
  },
  { route: 'POST /iot/scene', ok: ['owner', 'sharedWith'], call: (w) => ({ body: scene(w.device.id) }) },
  {
    route: 'PUT /iot/scene',
    ok: ['owner'],
    call: (w) => ({ body: { sceneId: w.scene, ...scene(w.device.id) } }),
  },
  {
    route: 'PUT /iot/scene/updateStatus',
    ok: ['owner'],
    refusedWith: ['SCENE_SWITCH_FAILED'],
    note: "docs/product.md Scenes: anyone else's switch is answered 'scene switch failed', revealing nothing",
    call: (w) => ({ body: { sceneId: w.scene, enable: 1 } }),
  },
  {
    route: 'POST /iot/runtime/runScene',
    ok: ['owner'],
    call: (w) => ({ query: { sceneId: String(w.scene) } }),
  },
  { route: 'GET /iot/scene/log', ok: ['owner'], call: (w) => ({ query: { sceneId: String(w.scene) } }) },
  { route: 'GET /iot/scene/:id', ok: ['owner'], call: (w) => ({ params: { id: w.scene } }) },
  {
    route: 'DELETE /iot/scene/:id',
    ok: ['owner'],
    call: async (w) => ({ params: { id: await w.fresh.scene() } }),
  },
] satisfies AccessTable;
