import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Db } from './db/database.ts';
import { AssessmentsRepository } from './modules/assessments/assessments.repository.ts';
import { AssessmentsService } from './modules/assessments/assessments.service.ts';
import { createAudit } from './modules/audit/index.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CaptchaRepository } from './modules/auth/captcha.repository.ts';
import { CaptchaService } from './modules/auth/captcha.service.ts';
import { IdentitiesRepository } from './modules/auth/identities.repository.ts';
import { HttpSmsProvider, OutboxSmsProvider, type SmsProvider } from './modules/auth/index.ts';
import { SessionsRepository } from './modules/auth/sessions.repository.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { SmsRepository } from './modules/auth/sms.repository.ts';
import { SmsService } from './modules/auth/sms.service.ts';
import { HttpWechatClient, type WechatClient } from './modules/auth/wechat-client.ts';
import { createLinking } from './modules/linking/index.ts';
import { createLogs } from './modules/logs/index.ts';
import { createMonitoring } from './modules/monitoring/index.ts';
import { createIot } from './modules/mqtt/wiring.ts';
import { createNews } from './modules/news/index.ts';
import { createOta } from './modules/ota/index.ts';
import { createAutomation } from './modules/scenes/automation.ts';
import { createSocialServices } from './modules/social-services/index.ts';
import { PreferencesRepository } from './modules/users/preferences.repository.ts';
import { PreferencesService } from './modules/users/preferences.service.ts';
import { UploadsRepository } from './modules/users/uploads.repository.ts';
import { UploadsService } from './modules/users/uploads.service.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import type { Clock } from './platform/clock.ts';
import { EventBus } from './platform/events.ts';
import { PasswordHasher } from './platform/password-hasher.ts';
import { RateCounterRepository } from './platform/rate-counter.repository.ts';
import { RateLimiter } from './platform/rate-limiter.ts';
import { loadTokenSecret } from './platform/secrets.ts';

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
  const identities = new IdentitiesRepository(db.kysely);

  const usersRepository = new UsersRepository(db.kysely);
  const uploads = new UploadsService(
    path.join(config.dataDir, 'uploads'),
    new UploadsRepository(db.kysely),
    clock,
  );
  // The users module asks the auth module about WeChat through this narrow lookup.
  const identityLookup = { isWechatBound: (userId: number) => identities.isBound('wechat', userId) };
  const users = new UsersService(usersRepository, hasher, clock, events, identityLookup);
  const preferences = new PreferencesService(new PreferencesRepository(db.kysely), clock);
  events.on('user.deleted', ({ userId }) => uploads.removeAllOf(userId));

  const sessions = new SessionsService(
    new SessionsRepository(db.kysely),
    loadTokenSecret(config.JWT_SECRET, config.dataDir),
    config.TOKEN_TTL_MINUTES,
    clock,
    events,
  );
  // A new password ends every other login of the account (a thief's included), REST and MQTT alike.
  events.on('user.passwordChanged', ({ userId, sessionId }) => sessions.revokeAllOf(userId, sessionId));
  events.on('user.deleted', ({ userId }) => sessions.revokeAllOf(userId));
  const captcha = new CaptchaService(new CaptchaRepository(db.kysely), clock, config.CAPTCHA_ENABLED);
  const smsRepository = new SmsRepository(db.kysely);
  const smsProvider =
    overrides.smsProvider ??
    (config.SMS_PROVIDER === 'http'
      ? new HttpSmsProvider(
          {
            url: config.SMS_GATEWAY_URL!,
            key: config.SMS_GATEWAY_KEY ?? '',
            secret: config.SMS_GATEWAY_SECRET!,
          },
          clock,
        )
      : new OutboxSmsProvider(smsRepository, clock, log));
  const sms = new SmsService(smsRepository, smsProvider, limiter, clock, config.SMS_DAILY_LIMIT, log);
  const wechat =
    overrides.wechatClient ??
    (config.WECHAT_APP_ID
      ? new HttpWechatClient({
          apiBase: config.WECHAT_API_BASE,
          appId: config.WECHAT_APP_ID,
          appSecret: config.WECHAT_APP_SECRET!,
        })
      : undefined);
  const auth = new AuthService(users, sessions, captcha, sms, identities, limiter, clock, wechat);

  const assessments = new AssessmentsService(new AssessmentsRepository(db.kysely), users, clock);

  const news = createNews(db.kysely, clock);
  const iot = createIot({
    db: db.kysely,
    ...(db.sqlite !== undefined && { sqlite: db.sqlite }),
    clock,
    log,
    sessions,
  });
  // A login that ended (logout, a new password, the account deleted) takes its live MQTT connections with it.
  events.on('sessions.ended', (ended) => iot.mqtt.gateway.endSessions(ended));
  events.on('share.narrowed', ({ deviceId }) => iot.mqtt.gateway.clearRetained(deviceId));
  const automation = createAutomation({
    db: db.kysely,
    clock,
    log,
    iot,
    users,
    sms: smsProvider,
    alertSmsDailyLimit: config.ALERT_SMS_DAILY_LIMIT,
    escalation: { afterMs: config.ALERT_ESCALATE_SECONDS * 1000, dutyPhones: config.ALERT_DUTY_PHONES },
    ...(config.ALERT_OFFLINE_SECONDS && { offlineAlarmMs: config.ALERT_OFFLINE_SECONDS * 1000 }),
    limiter,
    events,
    // Asked only once alarms arrive, after the container is built.
    persons: {
      watchOf: (device) => socialServices.watch.watchOf(device),
      caseload: (userId) => socialServices.watch.caseload(userId),
    },
  });
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
    devices: { findById: (id) => iot.devices.devices.findById(id) },
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
  const monitoring = createMonitoring({ db: db.kysely, clock, iot });
  const linking = createLinking({ db: db.kysely, clock, iot, limiter, config });
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
