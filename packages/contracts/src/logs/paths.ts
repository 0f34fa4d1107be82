/** REST paths of device logs and stored history (docs/product.md "API calls", Logs); spread into ApiPath. */
export const logsPaths = {
  /** POST a note into a device's log, PUT its remark (owner only). */
  deviceLog: '/iot/deviceLog',
  deviceLogById: '/iot/deviceLog/:id',
  deviceLogList: '/iot/deviceLog/list',
  /** Stored readings per history property: a date range or the latest N (raw rows + hourly aggregates). */
  deviceLogHistory: '/iot/deviceLog/history',
  /** The latest stored readings of one monitored property, to seed a live chart. */
  deviceLogMonitor: '/iot/deviceLog/monitor',
  /** FastBee data centre: values of several identifiers side by side, one row per time. */
  deviceHistory: '/data/center/deviceHistory',
} as const;
