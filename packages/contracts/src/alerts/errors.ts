/** Refusals of alert logs in both languages; spread into ErrorCode, messages and labels. */
export const alertsErrorCodes = { ALERT_NOT_FOUND: 'ALERT_NOT_FOUND' } as const;

export const alertsErrorMessages = {
  'zh-CN': { ALERT_NOT_FOUND: '告警记录不存在' },
  'en-US': { ALERT_NOT_FOUND: 'The alert does not exist' },
};

export const alertsFieldLabels = {
  'zh-CN': { alertLogId: '告警记录', beginTime: '开始时间', endTime: '结束时间', logType: '日志类型' },
  'en-US': { alertLogId: 'Alert', beginTime: 'From', endTime: 'To', logType: 'Log type' },
};
