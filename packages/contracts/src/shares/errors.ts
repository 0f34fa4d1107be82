/**
 * Refusals of device sharing (docs/product.md "Roles and sharing") in both languages; spread into ErrorCode,
 * messages and labels.
 */
export const sharesErrorCodes = {
  SHARE_USER_NOT_FOUND: 'SHARE_USER_NOT_FOUND',
  SHARE_NOT_FOUND: 'SHARE_NOT_FOUND',
  SHARE_EXISTS: 'SHARE_EXISTS',
  SHARE_PERM_UNKNOWN: 'SHARE_PERM_UNKNOWN',
  SHARE_OWNER_ONLY: 'SHARE_OWNER_ONLY',
  SHARE_INVITATION_NOT_FOUND: 'SHARE_INVITATION_NOT_FOUND',
} as const;

export const sharesErrorMessages = {
  'zh-CN': {
    SHARE_USER_NOT_FOUND: '找不到用户信息，或者该用户已经是设备用户',
    SHARE_NOT_FOUND: '该用户没有此设备的分享',
    SHARE_EXISTS: '该用户已经是设备用户',
    SHARE_PERM_UNKNOWN: '不能分享的权限：{field}',
    SHARE_OWNER_ONLY: '只有设备主人可以分享、编辑或删除',
    SHARE_INVITATION_NOT_FOUND: '这条共享邀请已不存在，可能已处理或已被撤回',
  },
  'en-US': {
    SHARE_USER_NOT_FOUND: 'cannot find user info or user is already a device user',
    SHARE_NOT_FOUND: 'This user has no share of this device',
    SHARE_EXISTS: 'This user is already a device user',
    SHARE_PERM_UNKNOWN: 'This permission cannot be shared: {field}',
    SHARE_OWNER_ONLY: 'Only the device owner can share, edit or delete',
    SHARE_INVITATION_NOT_FOUND: 'This share invitation no longer exists: it was answered or withdrawn',
  },
};

export const sharesFieldLabels = {
  'zh-CN': { userId: '用户', perms: '权限', remark: '备注' },
  'en-US': { userId: 'User', perms: 'Permissions', remark: 'Remark' },
};
