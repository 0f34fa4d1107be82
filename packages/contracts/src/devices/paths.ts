/** REST paths of the devices domain (SPEC §7 Device) and runtime control; spread into ApiPath. */
export const devicesPaths = {
  device: '/iot/device',
  deviceShortList: '/iot/device/shortList',
  deviceById: '/iot/device/:id',
  deviceSynchronization: '/iot/device/synchronization/:id',
  deviceRelation: '/iot/relation/dev/:id',
  deviceListByGroup: '/iot/device/listByGroup',
  deviceThingsModelValue: '/iot/device/thingsModelValue/:id',
  deviceRunningStatus: '/iot/device/runningStatus',
  deviceListThingsModel: '/iot/device/listThingsModel',
  deviceMqttConnectData: '/iot/device/getMqttConnectData',
  runtimePropGet: '/iot/runtime/prop/get',
  runtimeInvokeReply: '/iot/runtime/service/invokeReply',
} as const;
