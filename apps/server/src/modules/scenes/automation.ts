import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { Scheduler } from '../../platform/scheduler.ts';
import {
  type AlertsDeps,
  AlertsRepository,
  AlertsService,
  AlertTextsRepository,
  AlertTimeline,
  AlertWorkbenchRepository,
  AlertWorkbenchService,
  DeviceAlarms,
  registerAlertsRoutes,
} from '../alerts/index.ts';
import type { SmsProvider } from '../auth/index.ts';
import type { Iot } from '../mqtt/index.ts';
import { createShares, registerSharesRoutes } from '../shares/index.ts';
import {
  DeviceActionRunner,
  registerTimersRoutes,
  TimersRepository,
  TimersService,
} from '../timers/index.ts';
import type { UsersService } from '../users/index.ts';
import { SceneEngine } from './engine.ts';
import { ScenesRepository } from './scenes.repository.ts';
import { registerScenesRoutes } from './scenes.routes.ts';
import { ScenesService } from './scenes.service.ts';

/**
 * Device automation wired in one place: shares (plugged into device access), the persisted scheduler, timers,
 * scenes and alerts. The container calls this once after the IoT half; app.ts registers the routes and
 * starts/stops the scheduler around the server's life.
 */
export function createAutomation(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  iot: Iot;
  users: Pick<UsersService, 'findById' | 'findByPhone'>;
  sms: SmsProvider;
  /** ALERT_SMS_DAILY_LIMIT */
  alertSmsDailyLimit: number;
  /** ALERT_ESCALATE_SECONDS (in ms) and ALERT_DUTY_PHONES */
  escalation: { afterMs: number; dutyPhones: string[] };
  /** ALERT_OFFLINE_SECONDS (in ms): when set, replaces each product's offline-alarm minutes. */
  offlineAlarmMs?: number;
  limiter: RateLimiter;
  events: EventBus;
  /** The social-services module's answer to whom a device watches over. */
  persons: AlertsDeps['persons'];
}) {
  const { db, clock, log, iot, events } = deps;
  const shares = createShares({
    db,
    devices: iot.devices,
    products: iot.products,
    users: deps.users,
    clock,
    sessions: iot.mqtt.sessions,
    events,
    limiter: deps.limiter,
  });
  const scheduler = new Scheduler(db, clock, log);
  const runner = new DeviceActionRunner(iot.devices, deps.users);
  const timers = new TimersService(new TimersRepository(db), iot.devices, runner, scheduler, clock);
  const alertsRepository = new AlertsRepository(db);
  const alerts = new AlertsService({
    alerts: alertsRepository,
    texts: new AlertTextsRepository(db),
    persons: deps.persons,
    devices: iot.devices,
    shares,
    users: deps.users,
    sms: deps.sms,
    smsDailyLimit: deps.alertSmsDailyLimit,
    escalation: deps.escalation,
    scheduler,
    publish: (topic, payload) => iot.mqtt.sessions.publish(topic, payload),
    events,
    clock,
    log,
  });
  // A device's own alarms come first: an SOS is raised before any scene on the same report runs.
  iot.mqtt.gateway.watch(
    new DeviceAlarms(iot.devices, iot.products, alerts, scheduler, clock, log, deps.offlineAlarmMs),
  );
  const scenesRepository = new ScenesRepository(db);
  const engine = new SceneEngine(scenesRepository, iot.devices, runner, alerts, scheduler, clock, log);
  iot.mqtt.gateway.watch(engine);
  const workbench = new AlertWorkbenchService(new AlertWorkbenchRepository(db), deps.persons, clock);
  const timeline = new AlertTimeline(db, alerts);
  const scenes = new ScenesService(scenesRepository, iot.devices, iot.products, engine, clock, deps.limiter);
  // What a user automated on a device they may no longer use (fully or in part) is switched off, not left
  // to fail at every run.
  events.on('share.narrowed', async ({ deviceId, userId }) => {
    const user = await deps.users.findById(userId);
    const paused = await timers.pauseNoLongerAllowed(userId, deviceId);
    const stopped = user ? await scenes.stopNoLongerAllowed({ userId, roles: user.roles }, deviceId) : [];
    if (paused.length > 0 || stopped.length > 0)
      log.info({ deviceId, userId, pausedTimers: paused, stoppedScenes: stopped }, 'share narrowed');
  });
  return {
    shares,
    scheduler,
    timers,
    alerts,
    /** For the demo's alert history, which has to be written with past times (modules/alerts/demo.ts). */
    alertsRepository,
    workbench,
    timeline,
    engine,
    scenes,
    /** Re-arms what must be armed and starts the scheduler loop (due and missed work runs at once). */
    async start() {
      await timers.rearm();
      await engine.load();
      scheduler.start();
    },
    async stop() {
      await scheduler.stop();
      await engine.idle();
    },
  };
}

export type Automation = ReturnType<typeof createAutomation>;

export function registerAutomationRoutes(router: ApiRouter, automation: Automation): void {
  registerSharesRoutes(router, automation.shares);
  registerTimersRoutes(router, automation.timers);
  registerScenesRoutes(router, automation.scenes);
  registerAlertsRoutes(router, automation.alerts, automation.workbench, automation.timeline);
}
