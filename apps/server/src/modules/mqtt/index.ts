/** What other modules and the container may use of the MQTT module. */
export { experienceHome, type IotDemoDeps, seedIotDemo, startDemoDevices } from './demo.ts';
export { type DeviceWatcher, MqttGateway, type ReportingDevice, STATUS_RECONCILE_MS } from './gateway.ts';
export type { RegistrantInfo, RegistrantLedger } from './registrants.ts';
export type { MqttSessions } from './sessions.ts';
export {
  createMqtt,
  createMqttSessions,
  type Iot,
  type Mqtt,
  registerIotRoutes,
  startIotScaleOut,
} from './wiring.ts';
