/** Refusals of alert logs in both languages; spread into ErrorCode, messages and labels. */
export const alertsErrorCodes = {
  ALERT_NOT_FOUND: 'ALERT_NOT_FOUND',
  ALERT_CLAIMED: 'ALERT_CLAIMED',
  ALERT_CLOSED: 'ALERT_CLOSED',
} as const;

export const alertsErrorMessages = {
  'zh-CN': {
    ALERT_NOT_FOUND: '告警记录不存在',
    ALERT_CLAIMED: '{name}已在处理这条告警',
    ALERT_CLOSED: '这条告警已经处理完毕',
  },
  'en-US': {
    ALERT_NOT_FOUND: 'The alert does not exist',
    ALERT_CLAIMED: '{name} is already handling this alert',
    ALERT_CLOSED: 'This alert has already been handled',
  },
};

export const alertsFieldLabels = {
  'zh-CN': {
    alertLogId: '告警记录',
    beginTime: '开始时间',
    endTime: '结束时间',
    logType: '日志类型',
    weeks: '周数',
  },
  'en-US': { alertLogId: 'Alert', beginTime: 'From', endTime: 'To', logType: 'Log type', weeks: 'Weeks' },
};
