export { AlertsRepository } from './alerts.repository.ts';
export { registerAlertsRoutes } from './alerts.routes.ts';
export { AlertsService, type DeviceAlert, type SceneAlert } from './alerts.service.ts';
export { DeviceAlarms } from './device-alarms.ts';
