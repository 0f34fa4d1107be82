// The REST paths of the MQTT side: apart from its schemas (scale-out.ts, device-http.ts) so that ApiPath,
// which every screen reads, does not bring them along.

/** HTTP paths device firmware calls; spread into ApiPath. */
export const deviceHttpPaths = {
  /** FastBee's time service (docs/devices.md "Time"); also served without the /api prefix. */
  toolNtp: '/iot/tool/ntp',
} as const;

/** REST paths EMQX calls (spread into ApiPath). */
export const emqxPaths = {
  emqxAuthn: '/mqtt/emqx/authn',
  emqxAuthz: '/mqtt/emqx/authz',
  emqxEvents: '/mqtt/emqx/events',
} as const;
