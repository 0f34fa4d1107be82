/**
 * REST paths of real-time monitoring and order control (docs/product.md "Real-time monitoring"); spread into
 * ApiPath.
 */
export const monitoringPaths = {
  /** POST `{deviceId, interval, count}`: the server checks the bounds and publishes `/monitor/get`. */
  monitorStart: '/iot/runtime/monitor/start',
  /** POST `{deviceId}`: publishes `/monitor/get` with count 0 (the device stops streaming). */
  monitorStop: '/iot/runtime/monitor/stop',
  /**
   * GET `?deviceId&modelId`: code 200 if the caller may send this command now
   * (docs/fastbee.md "Order control").
   */
  orderControlGet: '/order/control/get',
  /** POST a rule (device owner), GET `/list?deviceId`, DELETE `/{id}`. */
  orderControl: '/order/control',
  orderControlList: '/order/control/list',
  orderControlById: '/order/control/:id',
} as const;
