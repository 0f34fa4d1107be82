/** Refusals of device logs and history in both languages; spread into ErrorCode, messages and labels. */
export const logsErrorCodes = {
  LOG_NOT_FOUND: 'LOG_NOT_FOUND',
  TIME_RANGE_INVALID: 'TIME_RANGE_INVALID',
} as const;

export const logsErrorMessages = {
  'zh-CN': {
    LOG_NOT_FOUND: '日志不存在或无权访问',
    TIME_RANGE_INVALID: '结束时间不能早于开始时间',
  },
  'en-US': {
    LOG_NOT_FOUND: 'The log does not exist or you may not access it',
    TIME_RANGE_INVALID: 'The end time cannot be before the begin time',
  },
};

export const logsFieldLabels = {
  'zh-CN': {
    logType: '日志类型',
    logValue: '日志内容',
    logId: '日志',
    identify: '标识符',
    beginTime: '开始时间',
    endTime: '结束时间',
    total: '数据条数',
    identifierList: '物模型列表',
  },
  'en-US': {
    logType: 'Log type',
    logValue: 'Log content',
    logId: 'Log',
    identify: 'Identifier',
    beginTime: 'Begin time',
    endTime: 'End time',
    total: 'Number of points',
    identifierList: 'Thing-model items',
  },
};
