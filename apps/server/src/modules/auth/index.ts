import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { loadTokenSecret } from '../../platform/secrets.ts';
import type { UsersService } from '../users/index.ts';
import { AuthService } from './auth.service.ts';
import { CaptchaRepository } from './captcha.repository.ts';
import { CaptchaService } from './captcha.service.ts';
import { IdentitiesRepository, WECHAT } from './identities.repository.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { SessionsService } from './sessions.service.ts';
import { SmsRepository } from './sms.repository.ts';
import { SmsService } from './sms.service.ts';
import { HttpSmsProvider, OutboxSmsProvider, type SmsProvider } from './sms-provider.ts';
import { HttpWechatClient, type WechatClient } from './wechat-client.ts';

export { clientOf, limitCaptchaByAddress, registerAuthRoutes } from './auth.routes.ts';
/** What other modules may use of the auth module: the SMS gateway they send their texts through. */
export {
  HttpSmsProvider,
  OutboxSmsProvider,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.ts';
export type { WechatClient } from './wechat-client.ts';

/**
 * Whether an account has WeChat bound, read from the auth module's identities. The users module shows it on
 * the profile; it is made before the users module, which the rest of the auth module needs.
 */
export function createIdentityLookup(db: Kysely<Database>) {
  const identities = new IdentitiesRepository(db);
  return { isWechatBound: (userId: number) => identities.isBound(WECHAT, userId) };
}

/** The SMS gateway from config: a real HTTP gateway, or the outbox development texts are read from. */
function smsProviderFor(config: Config, repository: SmsRepository, clock: Clock, log: FastifyBaseLogger) {
  if (config.SMS_PROVIDER !== 'http') return new OutboxSmsProvider(repository, clock, log);
  return new HttpSmsProvider(
    { url: config.SMS_GATEWAY_URL!, key: config.SMS_GATEWAY_KEY ?? '', secret: config.SMS_GATEWAY_SECRET! },
    clock,
  );
}

function wechatClientFor(config: Config): WechatClient | undefined {
  if (!config.WECHAT_APP_ID) return undefined;
  return new HttpWechatClient({
    apiBase: config.WECHAT_API_BASE,
    appId: config.WECHAT_APP_ID,
    appSecret: config.WECHAT_APP_SECRET!,
  });
}

/**
 * The SMS codes (sign-in, and confirming a change to an account without a password) and their gateway:
 * `smsProvider` replaces the configured one (tests).
 */
export function createSms(deps: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  smsProvider?: SmsProvider | undefined;
}) {
  const { config, clock } = deps;
  const smsRepository = new SmsRepository(deps.db);
  const smsProvider = deps.smsProvider ?? smsProviderFor(config, smsRepository, clock, deps.log);
  const sms = new SmsService(
    smsRepository,
    smsProvider,
    deps.limiter,
    clock,
    config.SMS_DAILY_LIMIT,
    deps.log,
  );
  return { sms, smsRepository, smsProvider };
}

/**
 * Wires the auth module: login sessions (ended with a new password or a deleted account), captcha, SMS codes
 * and WeChat. `wechatClient` replaces the configured gateway (tests).
 */
export function createAuth(deps: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventBus;
  limiter: RateLimiter;
  users: UsersService;
  /** Built first (createSms): the users module confirms with its codes too. */
  sms: SmsService;
  wechatClient?: WechatClient | undefined;
}) {
  const { db, config, clock, events } = deps;
  const sessions = new SessionsService(
    new SessionsRepository(db),
    loadTokenSecret(config.JWT_SECRET, config.dataDir),
    config.TOKEN_TTL_MINUTES,
    clock,
    events,
  );
  // A new password ends every other login of the account (a thief's included), REST and MQTT alike.
  events.on('user.passwordChanged', ({ userId, sessionId }) => sessions.revokeAllOf(userId, sessionId));
  events.on('user.deleted', ({ userId }) => sessions.revokeAllOf(userId));
  events.on('user.accessChanged', ({ userId }) => sessions.forgetUser(userId));
  const captcha = new CaptchaService(new CaptchaRepository(db), clock, config.CAPTCHA_ENABLED);
  const { sms } = deps;
  const auth = new AuthService(
    deps.users,
    sessions,
    captcha,
    sms,
    new IdentitiesRepository(db),
    deps.limiter,
    clock,
    deps.wechatClient ?? wechatClientFor(config),
  );
  return { sessions, captcha, auth };
}
