import { API_PREFIX, ApiPath, fastbeeApp } from '@linli/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventBus, SecurityEvent } from '../../platform/events.ts';
import type { AuthUser } from '../../platform/request-context.ts';

interface Answer {
  code?: number;
  errorCode?: string;
  token?: string;
  data?: { token?: string; deviceId?: number } | string | null;
}

interface Seen {
  request: FastifyRequest;
  answer: Answer;
  ok: boolean;
  /** The caller: the token's user, or for a login the user the new token names. */
  who: AuthUser | null;
  body: Record<string, unknown>;
}

type Rule = (seen: Seen) => Omit<SecurityEvent, 'ip'> | null;

const num = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Any way of signing in: success names the account from the token issued, failure the name tried. */
const login =
  (method: string, nameField: string): Rule =>
  ({ ok, who, body, answer }) =>
    ok && who
      ? {
          event: 'login.succeeded',
          actorId: who.userId,
          actorName: who.username,
          target: `user:${who.userId}`,
          detail: { method },
        }
      : ok
        ? null
        : {
            event: 'login.failed',
            actorId: null,
            actorName: text(body[nameField]),
            target: '',
            detail: { method, errorCode: answer.errorCode ?? '' },
          };

const byCaller =
  (
    event: SecurityEvent['event'],
    target: (seen: Seen) => string,
    detail?: (seen: Seen) => Record<string, unknown>,
  ): Rule =>
  (seen) =>
    seen.ok && seen.who
      ? {
          event,
          actorId: seen.who.userId,
          actorName: seen.who.username,
          target: target(seen),
          ...(detail ? { detail: detail(seen) } : {}),
        }
      : null;

const self = ({ who }: Seen) => `user:${who?.userId ?? 0}`;
const shareTarget = ({ body }: Seen) => `device:${num(body.deviceId)}`;
const shareDetail = ({ body }: Seen) => ({
  userId: num(body.userId),
  // perms arrive as an array or FastBee's comma-separated string
  ...(Array.isArray(body.perms)
    ? { perms: body.perms.map(String) }
    : typeof body.perms === 'string'
      ? { perms: body.perms.split(',').filter(Boolean) }
      : {}),
});

/**
 * The REST calls that are security events, keyed by "METHOD /api/path" as Fastify registered them. A
 * helper adding a route that grants or takes access adds its line here, or emits 'security.event' itself.
 */
const RULES = new Map<string, Rule>([
  [`POST ${ApiPath.login}`, login('password', 'username')],
  [`POST ${ApiPath.smsLogin}`, login('sms', 'phonenumber')],
  [`POST ${ApiPath.wechatMobileLogin}`, login('wechat', 'none')],
  [`POST ${ApiPath.bindLogin}`, login('wechat-bind', 'username')],
  [`POST ${ApiPath.bindRegister}`, login('wechat-register', 'username')],
  [`POST ${ApiPath.logout}`, byCaller('logout', self)],
  [`PUT ${ApiPath.updatePassword}`, byCaller('password.changed', self)],
  [`POST ${ApiPath.unsubscribe}`, byCaller('account.deleted', self)],
  [`POST ${ApiPath.share}`, byCaller('share.granted', shareTarget, shareDetail)],
  [`PUT ${ApiPath.share}`, byCaller('share.changed', shareTarget, shareDetail)],
  [`DELETE ${ApiPath.share}`, byCaller('share.revoked', shareTarget, shareDetail)],
  [`PUT ${ApiPath.shareAccept}`, byCaller('share.accepted', shareTarget)],
  [`PUT ${ApiPath.shareDecline}`, byCaller('share.declined', shareTarget)],
  [`DELETE ${ApiPath.shareLeave}`, byCaller('share.left', shareTarget)],
  [
    `POST ${ApiPath.device}`,
    byCaller('device.bound', ({ answer }) =>
      typeof answer.data === 'object' && answer.data ? `device:${num(answer.data.deviceId)}` : 'device:0',
    ),
  ],
  [
    `DELETE ${ApiPath.deviceById}`,
    byCaller('device.unbound', ({ request }) => `device:${num((request.params as { id?: unknown }).id)}`),
  ],
]);

/**
 * Watches answers to the calls above and emits 'security.event' on the bus, so no module needs to know
 * about the audit log. Reads the envelope already serialised (ok = body code 200).
 */
export function installAuditTrail(
  app: FastifyInstance,
  events: EventBus,
  userOfToken: (token: string) => Promise<AuthUser | null>,
): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const url = request.routeOptions.url ?? '';
    // The FastBee app's layer (modules/fastbee-app) serves the same operations at the same paths under its
    // own prefix: a sign-in or an unbinding through it is recorded like one through /api.
    const prefix = [API_PREFIX, fastbeeApp.PREFIX].find((p) => url.startsWith(p));
    if (!prefix || typeof payload !== 'string') return payload;
    const rule = RULES.get(`${request.method} ${url.slice(prefix.length)}`);
    if (!rule) return payload;
    let answer: Answer = {};
    try {
      answer = JSON.parse(payload) as Answer;
    } catch {
      return payload;
    }
    const ok = answer.code === 200;
    const token = answer.token ?? (typeof answer.data === 'object' ? answer.data?.token : undefined);
    const who = request.authUser ?? (ok && token ? await userOfToken(token) : null);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const event = rule({ request, answer, ok, who, body });
    if (event) await events.emit('security.event', { ...event, ip: request.ip });
    return payload;
  });
}
