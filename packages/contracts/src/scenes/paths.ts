/** REST paths of scenes (docs/product.md "API calls", Scene); spread into ApiPath. */
export const scenesPaths = {
  scene: '/iot/scene',
  sceneById: '/iot/scene/:id',
  sceneList: '/iot/scene/list',
  sceneUpdateStatus: '/iot/scene/updateStatus',
  sceneRunLog: '/iot/scene/log',
  runScene: '/iot/runtime/runScene',
} as const;
