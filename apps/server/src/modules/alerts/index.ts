export { AlertTextsRepository } from './alert-texts.repository.ts';
export { AlertTimeline } from './alert-timeline.ts';
export { AlertWorkbenchRepository } from './alert-workbench.repository.ts';
export { AlertWorkbenchService } from './alert-workbench.service.ts';
export { AlertsRepository } from './alerts.repository.ts';
export { registerAlertsRoutes } from './alerts.routes.ts';
export { type AlertsDeps, AlertsService, type DeviceAlert, type SceneAlert } from './alerts.service.ts';
export { seedAlertHistoryDemo } from './demo.ts';
export { DeviceAlarms } from './device-alarms.ts';
