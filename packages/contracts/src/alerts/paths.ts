/** REST paths of alert logs and device events (SPEC §7 Device/Logs); spread into ApiPath. */
export const alertsPaths = {
  alertLog: '/iot/alertLog',
  alertLogById: '/iot/alertLog/:id',
  alertLogList: '/iot/alertLog/list',
  alertLogUnread: '/iot/alertLog/unread',
  alertLogReadAll: '/iot/alertLog/readAll',
  eventList: '/iot/event/list',
} as const;
