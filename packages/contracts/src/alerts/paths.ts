/**
 * REST paths of alert logs and device events (docs/product.md "API calls", Device and Logs); spread into
 * ApiPath.
 */
export const alertsPaths = {
  alertLog: '/iot/alertLog',
  alertLogById: '/iot/alertLog/:id',
  alertLogList: '/iot/alertLog/list',
  alertLogUnread: '/iot/alertLog/unread',
  alertLogReadAll: '/iot/alertLog/readAll',
  /** "我来处理": the caller takes a pending alert on; everyone else it went to sees who at once. */
  alertLogClaim: '/iot/alertLog/claim',
  alertLogWorkbench: '/iot/alertLog/workbench',
  alertLogFigures: '/iot/alertLog/figures',
  alertLogTimeline: '/iot/alertLog/:id/timeline',
  eventList: '/iot/event/list',
} as const;
