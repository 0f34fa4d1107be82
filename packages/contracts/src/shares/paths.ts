/**
 * REST paths of device sharing (docs/product.md "API calls",
 * docs/fastbee.md "Sharing, groups, timers and scenes"); spread into ApiPath.
 */
export const sharesPaths = {
  share: '/iot/share',
  shareList: '/iot/share/list',
  shareUser: '/iot/share/shareUser',
  /** FastBee's user look-up (`ToolController`), answered like shareUser: see sharesRoutes.userList. */
  toolUserList: '/iot/tool/userList',
  shareDetail: '/iot/share/detail',
  sharePermList: '/iot/model/permList/:id',
  deviceUsers: '/iot/deviceUser/:id',
  shareInvitations: '/iot/share/invitations',
  shareAccept: '/iot/share/accept',
  shareDecline: '/iot/share/decline',
  shareLeave: '/iot/share/leave',
} as const;
