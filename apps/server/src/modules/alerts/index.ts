import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mqtt } from '../mqtt/index.ts';
import type { ProductsService } from '../products/index.ts';
import { AlertTextsRepository } from './alert-texts.repository.ts';
import { AlertTimeline } from './alert-timeline.ts';
import { AlertWorkbenchRepository } from './alert-workbench.repository.ts';
import { AlertWorkbenchService } from './alert-workbench.service.ts';
import { AlertsRepository } from './alerts.repository.ts';
import { type AlertsDeps, AlertsService } from './alerts.service.ts';
import { DeviceAlarms } from './device-alarms.ts';

export type { AlertsRepository } from './alerts.repository.ts';
export { registerAlertsRoutes } from './alerts.routes.ts';
export type { AlertsService, DeviceAlert, SceneAlert } from './alerts.service.ts';
export { PAST_ALERTS, pastAlertTime, seedAlertHistoryDemo } from './demo.ts';

/**
 * Wires alerts: raising them (device alarms the gateway hears, scenes' alarm actions), telling people (app,
 * SMS, escalation to the duty phones), the staff workbench and each alert's timeline. Made before the scenes,
 * so a device's own alarm (an SOS) is raised before any scene on the same report runs.
 */
export function createAlerts(
  deps: Omit<AlertsDeps, 'alerts' | 'texts' | 'publish'> & {
    db: Kysely<Database>;
    products: ProductsService;
    mqtt: Pick<Mqtt, 'gateway' | 'sessions'>;
    /** ALERT_OFFLINE_SECONDS (in ms): when set, replaces each product's offline-alarm minutes. */
    offlineAlarmMs?: number | undefined;
  },
) {
  const { db, mqtt, devices, scheduler, clock, log } = deps;
  const alertsRepository = new AlertsRepository(db);
  const alerts = new AlertsService({
    alerts: alertsRepository,
    texts: new AlertTextsRepository(db),
    persons: deps.persons,
    devices,
    shares: deps.shares,
    users: deps.users,
    sms: deps.sms,
    smsDailyLimit: deps.smsDailyLimit,
    escalation: deps.escalation,
    scheduler,
    publish: (topic, payload) => mqtt.sessions.publish(topic, payload),
    events: deps.events,
    clock,
    log,
  });
  mqtt.gateway.watch(
    new DeviceAlarms(devices, deps.products, alerts, scheduler, clock, log, deps.offlineAlarmMs),
  );
  const workbench = new AlertWorkbenchService(new AlertWorkbenchRepository(db), deps.persons, clock);
  const timeline = new AlertTimeline(db, alerts);
  return {
    alerts,
    /** For the demo's alert history, which has to be written with past times (demo.ts). */
    alertsRepository,
    workbench,
    timeline,
  };
}
