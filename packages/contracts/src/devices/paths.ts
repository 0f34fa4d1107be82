/**
 * REST paths of the devices domain (docs/product.md "API calls", Device) and runtime control; spread into
 * ApiPath.
 */
export const devicesPaths = {
  device: '/iot/device',
  deviceShortList: '/iot/device/shortList',
  deviceById: '/iot/device/:id',
  deviceSynchronization: '/iot/device/synchronization/:id',
  deviceRelation: '/iot/relation/dev/:id',
  /** POST: link a sub-device under a gateway. */
  relation: '/iot/relation',
  /** DELETE: take a sub-device (id) out of its gateway. */
  relationById: '/iot/relation/:id',
  /** POST: send a property or event report as one of my devices (the in-app simulator). */
  deviceSimulate: '/iot/device/simulate',
  deviceListByGroup: '/iot/device/listByGroup',
  deviceThingsModelValue: '/iot/device/thingsModelValue/:id',
  deviceRunningStatus: '/iot/device/runningStatus',
  deviceListThingsModel: '/iot/device/listThingsModel',
  deviceMqttConnectData: '/iot/device/getMqttConnectData',
  runtimePropGet: '/iot/runtime/prop/get',
  runtimeInvokeReply: '/iot/runtime/service/invokeReply',
} as const;
