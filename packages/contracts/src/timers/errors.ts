/**
 * Refusals of timed tasks (docs/product.md "Timed tasks") in both languages; spread into ErrorCode, messages
 * and labels.
 */
export const timersErrorCodes = {
  TIMER_NOT_FOUND: 'TIMER_NOT_FOUND',
  CRON_INVALID: 'CRON_INVALID',
  TIMER_ARRAY_ELEMENT: 'TIMER_ARRAY_ELEMENT',
} as const;

export const timersErrorMessages = {
  'zh-CN': {
    TIMER_NOT_FOUND: '定时任务不存在',
    CRON_INVALID: 'CRON表达式不正确（分 时 日 月 周，周一为1，周日为0或7）',
    TIMER_ARRAY_ELEMENT: '定时任务不能只设置一组数值中的一项，请在邻里网页版中设置这个定时',
  },
  'en-US': {
    TIMER_NOT_FOUND: 'The timed task does not exist',
    CRON_INVALID:
      'The CRON expression is not valid (minute hour day month weekday; Monday is 1, Sunday 0 or 7)',
    TIMER_ARRAY_ELEMENT:
      "A timer cannot set just one value of a list of values; set this timer in Linli's web app",
  },
};

export const timersFieldLabels = {
  'zh-CN': {
    jobId: '定时任务',
    jobName: '定时名称',
    cronExpression: 'CRON表达式',
    time: '时间',
    weekdays: '星期',
    actions: '执行动作',
    isAdvance: '自定义表达式',
    status: '状态',
    value: '值',
    id: '物模型',
  },
  'en-US': {
    jobId: 'Timed task',
    jobName: 'Timer name',
    cronExpression: 'CRON expression',
    time: 'Time',
    weekdays: 'Weekdays',
    actions: 'Actions',
    isAdvance: 'Custom expression',
    status: 'Status',
    value: 'Value',
    id: 'Thing-model item',
  },
};
