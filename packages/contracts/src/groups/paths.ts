/** REST paths of the device groups domain (docs/product.md "API calls", Group); spread into ApiPath. */
export const groupsPaths = {
  group: '/iot/group',
  groupById: '/iot/group/:id',
  groupList: '/iot/group/list',
  groupDeviceIds: '/iot/group/getDeviceIds/:id',
  updateDeviceGroups: '/iot/group/updateDeviceGroups',
} as const;
