/**
 * REST paths of firmware and OTA upgrades (`getLatest` of docs/product.md "API calls",
 * docs/fastbee.md "Alerts and firmware"); spread into ApiPath.
 */
export const otaPaths = {
  /** GET: the newest firmware of the device's product, or 'already latest version'. */
  firmwareLatest: '/iot/firmware/getLatest/:id',
  /** GET (admin): firmware list, by product. POST (admin, multipart): upload. */
  firmwareList: '/iot/firmware/list',
  firmware: '/iot/firmware',
  /** DELETE (admin). */
  firmwareById: '/iot/firmware/:id',
  /** POST: upgrade one device to a firmware. GET: the device's latest upgrade task. */
  otaUpgrade: '/iot/firmware/upgrade',
  otaTask: '/iot/firmware/task',
} as const;
