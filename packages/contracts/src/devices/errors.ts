/**
 * Refusals of the IoT domains (products, devices, groups, runtime commands) with their messages in both
 * languages and the labels of their request fields. Spread into ErrorCode, errorMessages and fieldLabels.
 */
export const devicesErrorCodes = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  DEVICE_NOT_FOUND: 'DEVICE_NOT_FOUND',
  SERIAL_NUMBER_TAKEN: 'SERIAL_NUMBER_TAKEN',
  DEVICE_OFFLINE: 'DEVICE_OFFLINE',
  DEVICE_DISABLED: 'DEVICE_DISABLED',
  COMMAND_TIMEOUT: 'COMMAND_TIMEOUT',
  THING_UNKNOWN: 'THING_UNKNOWN',
  THING_READ_ONLY: 'THING_READ_ONLY',
  THING_VALUE_INVALID: 'THING_VALUE_INVALID',
  GROUP_NOT_FOUND: 'GROUP_NOT_FOUND',
  BROKER_UNAVAILABLE: 'BROKER_UNAVAILABLE',
} as const;

export const devicesErrorMessages = {
  'zh-CN': {
    PRODUCT_NOT_FOUND: '产品不存在',
    DEVICE_NOT_FOUND: '设备不存在或无权访问',
    SERIAL_NUMBER_TAKEN: '设备编号已被使用',
    DEVICE_OFFLINE: '设备离线，指令未发送',
    DEVICE_DISABLED: '设备已禁用',
    COMMAND_TIMEOUT: '设备未在{seconds}秒内回复',
    THING_UNKNOWN: '物模型中没有{field}',
    THING_READ_ONLY: '{field}是只读的，不能控制',
    THING_VALUE_INVALID: '{field}的值不正确',
    GROUP_NOT_FOUND: '分组不存在',
    BROKER_UNAVAILABLE: '消息服务不可用，请稍后再试',
  },
  'en-US': {
    PRODUCT_NOT_FOUND: 'The product does not exist',
    DEVICE_NOT_FOUND: 'The device does not exist or you may not access it',
    SERIAL_NUMBER_TAKEN: 'This device number is already in use',
    DEVICE_OFFLINE: 'The device is offline; the command was not sent',
    DEVICE_DISABLED: 'The device is disabled',
    COMMAND_TIMEOUT: 'The device did not reply within {seconds} seconds',
    THING_UNKNOWN: 'The thing model has no {field}',
    THING_READ_ONLY: '{field} is read-only and cannot be controlled',
    THING_VALUE_INVALID: 'The value of {field} is not valid',
    GROUP_NOT_FOUND: 'The group does not exist',
    BROKER_UNAVAILABLE: 'The messaging service is unavailable, please try again later',
  },
};

export const devicesFieldLabels = {
  'zh-CN': {
    deviceId: '设备',
    deviceName: '设备名称',
    locationWay: '定位方式',
    networkAddress: '所在地址',
    isShadow: '设备影子',
    isDisabled: '禁用设备',
    serialNumber: '设备编号',
    productId: '产品',
    productName: '产品名称',
    identifier: '标识符',
    remoteCommand: '指令',
    timeOut: '超时时间',
    groupName: '分组名称',
    groupOrder: '分组排序',
    deviceIds: '设备列表',
  },
  'en-US': {
    deviceId: 'Device',
    deviceName: 'Device name',
    locationWay: 'Position method',
    networkAddress: 'Address',
    isShadow: 'Device shadow',
    isDisabled: 'Disable device',
    serialNumber: 'Device number',
    productId: 'Product',
    productName: 'Product name',
    identifier: 'Identifier',
    remoteCommand: 'Command',
    timeOut: 'Timeout',
    groupName: 'Group name',
    groupOrder: 'Group order',
    deviceIds: 'Devices',
  },
};
