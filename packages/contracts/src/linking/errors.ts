/**
 * Refusals of device linking and provisioning with their messages in both languages and the labels of their
 * request fields. Spread into ErrorCode, errorMessages and fieldLabels.
 */
export const linkingErrorCodes = {
  DEVICE_BOUND_TO_OTHER: 'DEVICE_BOUND_TO_OTHER',
  DEVICE_PRODUCT_MISMATCH: 'DEVICE_PRODUCT_MISMATCH',
  AUTH_CODE_REQUIRED: 'AUTH_CODE_REQUIRED',
  AUTH_CODE_INVALID: 'AUTH_CODE_INVALID',
  DEVICE_NUMBER_REPEATED: 'DEVICE_NUMBER_REPEATED',
  PAIRING_NOT_FOUND: 'PAIRING_NOT_FOUND',
} as const;

export const linkingErrorMessages = {
  'zh-CN': {
    DEVICE_BOUND_TO_OTHER: '设备{value}已被其他用户绑定，请让对方先删除该设备',
    DEVICE_PRODUCT_MISMATCH: '设备{value}不属于所选产品',
    AUTH_CODE_REQUIRED: '该产品需要授权码才能关联设备{value}',
    AUTH_CODE_INVALID: '授权码不正确或已被其他设备使用',
    DEVICE_NUMBER_REPEATED: '设备编号{value}重复',
    PAIRING_NOT_FOUND: '配网记录不存在',
  },
  'en-US': {
    DEVICE_BOUND_TO_OTHER: 'Device {value} is bound to another user; they must remove it first',
    DEVICE_PRODUCT_MISMATCH: 'Device {value} does not belong to the chosen product',
    AUTH_CODE_REQUIRED: 'This product needs an authorization code to link device {value}',
    AUTH_CODE_INVALID: 'The authorization code is wrong or used by another device',
    DEVICE_NUMBER_REPEATED: 'Device number {value} is entered twice',
    PAIRING_NOT_FOUND: 'This pairing does not exist',
  },
};

export const linkingFieldLabels = {
  'zh-CN': {
    deviceNumberAndProductIds: '设备列表',
    deviceNumber: '设备编号',
    authCode: '授权码',
    userId: '用户编号',
  },
  'en-US': {
    deviceNumberAndProductIds: 'Devices',
    deviceNumber: 'Device number',
    authCode: 'Authorization code',
    userId: 'User id',
  },
};
