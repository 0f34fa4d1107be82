import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Db } from './db/database.ts';
import { createAlerts } from './modules/alerts/index.ts';
import { createAssessments } from './modules/assessments/index.ts';
import { createAudit } from './modules/audit/index.ts';
import {
  createAuth,
  createIdentityLookup,
  createSms,
  type SmsProvider,
  type WechatClient,
} from './modules/auth/index.ts';
import { createDevices } from './modules/devices/index.ts';
import { createDeviceGroups, createGroupMembership } from './modules/groups/index.ts';
import { createLinking, createSerialClaims } from './modules/linking/index.ts';
import { createLogs } from './modules/logs/index.ts';
import { createCommandGate, createMonitoring } from './modules/monitoring/index.ts';
import { createMqtt, createMqttSessions, type Iot } from './modules/mqtt/index.ts';
import { createNews } from './modules/news/index.ts';
import { createOta } from './modules/ota/index.ts';
import { createProducts } from './modules/products/index.ts';
import { createScenes } from './modules/scenes/index.ts';
import { createShareLookup, createShares } from './modules/shares/index.ts';
import { createPersonFiles, createSocialServices } from './modules/social-services/index.ts';
import { createTimers } from './modules/timers/index.ts';
import { createUsers } from './modules/users/index.ts';
import type { Clock } from './platform/clock.ts';
import { EventBus } from './platform/events.ts';
import { PasswordHasher } from './platform/password-hasher.ts';
import { RateCounterRepository } from './platform/rate-counter.repository.ts';
import { RateLimiter } from './platform/rate-limiter.ts';
import { Scheduler } from './platform/scheduler.ts';
import { loadSecretsKey } from './platform/secrets.ts';

/** Adapters a test may replace; everything else is built from config. */
export interface Overrides {
  clock?: Clock;
  smsProvider?: SmsProvider;
  wechatClient?: WechatClient;
}

export type Container = ReturnType<typeof createContainer>;

/** Explicit wiring: repositories -> services, in dependency order. No magic, no global state. */
export function createContainer(
  config: Config,
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  overrides: Overrides,
) {
  const events = new EventBus();
  // First, so it hears every 'security.event'.
  const audit = createAudit({ db: db.kysely, clock, log, events });
  const hasher = new PasswordHasher(config.ARGON2_MEMORY_KIB);
  const limiter = new RateLimiter(new RateCounterRepository(db.kysely), clock);
  const { sms, smsRepository, smsProvider } = createSms({
    db: db.kysely,
    config,
    clock,
    log,
    limiter,
    smsProvider: overrides.smsProvider,
  });
  const { users, preferences, uploads } = createUsers({
    db: db.kysely,
    clock,
    events,
    hasher,
    dataDir: config.dataDir,
    identities: createIdentityLookup(db.kysely),
    limiter,
    phoneCodes: sms,
  });
  audit.lookUpPeopleWith((userId) => users.findById(userId));
  const { sessions, captcha, auth } = createAuth({
    db: db.kysely,
    config,
    clock,
    log,
    events,
    limiter,
    users,
    sms,
    wechatClient: overrides.wechatClient,
  });

  const assessments = createAssessments({ db: db.kysely, assessors: users, clock });

  const news = createNews({ db: db.kysely, clock });

  // The IoT half. The devices module is built first on narrow ports of the modules built on it (broker
  // sessions, shares, group membership, the serial-claim rule, order control's gate), so nothing is attached after
  // construction.
  const products = createProducts({
    db: db.kysely,
    clock,
    secretsKey: loadSecretsKey(config, config.dataDir),
  });
  const brokerSessions = createMqttSessions();
  const commandGate = createCommandGate({ db: db.kysely, clock });
  const devices = createDevices({
    db: db.kysely,
    products,
    clock,
    log,
    events,
    messaging: brokerSessions,
    groups: createGroupMembership(db.kysely),
    shares: createShareLookup(db.kysely),
    serialClaims: createSerialClaims({ products, limiter }),
    commandGate,
    sqlite: db.sqlite,
  });
  const groups = createDeviceGroups({ db: db.kysely, access: devices.access, clock });
  const linking = createLinking({
    db: db.kysely,
    clock,
    devices,
    products,
    limiter,
    events,
    registrants: brokerSessions,
    config,
  });
  const mqtt = createMqtt({
    sessions: brokerSessions,
    devices,
    products,
    events,
    clock,
    log,
    pairing: linking.pairing,
    registrations: linking.registrations,
    limiter,
    authenticateToken: (token) => sessions.authenticate(token),
    liveUser: (sessionId) => sessions.liveUser(sessionId),
  });
  const iot: Iot = { products, devices, groups, mqtt };
  // A login that ended (logout, a new password, the account deleted) takes its live MQTT connections with it.
  events.on('sessions.ended', (ended) => brokerSessions.endSessions(ended));
  events.on('share.narrowed', ({ deviceId }) => iot.mqtt.gateway.clearRetained(deviceId));
  const personFiles = createPersonFiles({
    db: db.kysely,
    clock,
    accounts: users,
    devices: devices.devices,
  });
  // Device automation: shares, the persisted scheduler, timers, alerts and scenes. Alerts are made before the
  // scenes, so a device's own alarm (an SOS) is raised before any scene on the same report runs.
  const scheduler = new Scheduler(db.kysely, clock, log);
  const shares = createShares({
    db: db.kysely,
    devices,
    products,
    users,
    clock,
    sessions: brokerSessions,
    events,
    limiter,
  });
  const { timers, runner } = createTimers({ db: db.kysely, devices, users, scheduler, events, clock, log });
  const alerting = createAlerts({
    db: db.kysely,
    devices,
    products,
    mqtt,
    persons: personFiles.watch,
    shares,
    users,
    sms: smsProvider,
    smsDailyLimit: config.ALERT_SMS_DAILY_LIMIT,
    escalation: { afterMs: config.ALERT_ESCALATE_SECONDS * 1000, dutyPhones: config.ALERT_DUTY_PHONES },
    offlineAlarmMs: config.ALERT_OFFLINE_SECONDS ? config.ALERT_OFFLINE_SECONDS * 1000 : undefined,
    scheduler,
    events,
    clock,
    log,
  });
  const { scenes, engine } = createScenes({
    db: db.kysely,
    devices,
    products,
    gateway: mqtt.gateway,
    runner,
    alerts: alerting.alerts,
    scheduler,
    users,
    limiter,
    events,
    clock,
    log,
  });
  const automation = {
    shares,
    scheduler,
    timers,
    ...alerting,
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
  // The health record (social services) reads the person's assessments, device readings and alerts through
  // those modules' services, so it is made after them.
  const socialServices = createSocialServices({
    db: db.kysely,
    clock,
    events,
    accounts: users,
    news,
    health: {
      latestAbilityAssessment: async (userId) =>
        userId === null ? null : assessments.latestAbility(String(userId)),
      deviceReadings: async (userId, language) =>
        userId === null ? [] : iot.devices.state.readingsOf(userId, language),
      recentAlerts: async (userId) => (userId === null ? [] : automation.alerts.recentFor(userId)),
    },
    files: personFiles,
  });
  const logs = createLogs({
    db,
    clock,
    log,
    iot,
    scheduler: automation.scheduler,
    rawDays: config.HISTORY_RAW_DAYS,
    users,
  });
  const monitoring = createMonitoring({ db: db.kysely, clock, iot, gate: commandGate });
  // Firmware downloads: devices fetch from PUBLIC_URL (or this server's own address) + /uploads/firmware/...
  const ota = createOta({
    db: db.kysely,
    clock,
    log,
    iot,
    uploadsRoot: path.join(config.dataDir, 'uploads'),
    publicUrl: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
  });

  return {
    clock,
    events,
    audit,
    limiter,
    users,
    preferences,
    uploads,
    sessions,
    captcha,
    sms,
    smsRepository,
    auth,
    assessments,
    news,
    socialServices,
    iot,
    automation,
    logs,
    monitoring,
    ota,
    linking,
  };
}
