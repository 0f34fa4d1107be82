export { AlertsRepository } from './alerts.repository.ts';
export { registerAlertsRoutes } from './alerts.routes.ts';
export { AlertsService, type RaiseAlert } from './alerts.service.ts';
