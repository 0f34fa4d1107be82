/** REST paths of device sharing (SPEC §7 Sharing, reference/fastbee.md §2.6); spread into ApiPath. */
export const sharesPaths = {
  share: '/iot/share',
  shareList: '/iot/share/list',
  shareUser: '/iot/share/shareUser',
  shareDetail: '/iot/share/detail',
  sharePermList: '/iot/model/permList/:id',
  deviceUsers: '/iot/deviceUser/:id',
} as const;
