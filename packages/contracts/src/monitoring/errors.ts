/** Refusals of monitoring and order control in both languages; spread into ErrorCode, messages and labels. */
export const monitoringErrorCodes = {
  /** FastBee "device.can.send": not now, not this command, or no commands left. */
  ORDER_NOT_ALLOWED: 'ORDER_NOT_ALLOWED',
  ORDER_CONTROL_NOT_FOUND: 'ORDER_CONTROL_NOT_FOUND',
} as const;

export const monitoringErrorMessages = {
  'zh-CN': {
    ORDER_NOT_ALLOWED: '当前时间不允许您向该设备发送此指令，或指令次数已用完',
    ORDER_CONTROL_NOT_FOUND: '指令权限不存在',
  },
  'en-US': {
    ORDER_NOT_ALLOWED: 'You may not send this command to the device now, or no commands are left',
    ORDER_CONTROL_NOT_FOUND: 'The command permission does not exist',
  },
};

export const monitoringFieldLabels = {
  'zh-CN': {
    interval: '监测间隔',
    count: '次数',
    modelId: '指令',
    selectOrder: '可用指令',
    startTime: '开始时间',
  },
  'en-US': {
    interval: 'Monitoring interval',
    count: 'Count',
    modelId: 'Command',
    selectOrder: 'Allowed commands',
    startTime: 'Start time',
  },
};
