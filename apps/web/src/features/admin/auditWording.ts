import { type AuditEntry, type ErrorCode, errorMessages, type Language, type Role } from '@linli/contracts';
import type { TFunction } from 'i18next';

/** The translate function of the `audit` namespace. */
type Translate = TFunction<'audit'>;

const ROLE_ORDER: readonly Role[] = ['admin', 'staff', 'member'];

/** Who did it, as a person reads it: "张阿姨（zhang）· 管理员"; a failed login names the account tried. */
export function actorText(entry: AuditEntry, t: Translate): string {
  if (entry.actorId === null) {
    return entry.actorName ? t('triedAs', { name: entry.actorName }) : t('anonymous');
  }
  const name =
    entry.actorNickName && entry.actorNickName !== entry.actorName
      ? t('nameWithUsername', { nickName: entry.actorNickName, username: entry.actorName })
      : entry.actorName || t('anonymous');
  const role = ROLE_ORDER.find((r) => entry.actorRoles.includes(r));
  return role ? `${name} · ${t(`role.${role}`)}` : name;
}

/**
 * What it was done to, in words ("设备 12", "用户 7"); nothing when it is the actor's own account (a login,
 * a logout), which the "who" line already says.
 */
export function targetText(entry: AuditEntry, t: Translate): string {
  const [kind, id = ''] = entry.target.split(':', 2);
  if (!entry.target || (kind === 'user' && entry.actorId !== null && id === String(entry.actorId))) return '';
  if (kind === 'user' || kind === 'device' || kind === 'contact') return t(`targetKind.${kind}`, { id });
  return entry.target;
}

const KNOWN_METHODS = ['password', 'sms', 'wechat', 'wechat-bind', 'wechat-register'] as const;
type LoginMethod = (typeof KNOWN_METHODS)[number];
const isKnownMethod = (value: string): value is LoginMethod =>
  (KNOWN_METHODS as readonly string[]).includes(value);

/** The facts of the detail as sentences people read; keys the screen does not know are left out. */
export function detailLines(entry: AuditEntry, t: Translate, language: string): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(entry.detail)) {
    if (key === 'method' && typeof value === 'string') {
      lines.push(t('detailKey.method', { method: isKnownMethod(value) ? t(`method.${value}`) : value }));
    } else if (key === 'errorCode' && typeof value === 'string' && value) {
      lines.push(t('detailKey.reason', { reason: reasonText(value, language) }));
    } else if (key === 'userId') {
      lines.push(t('detailKey.userId', { id: String(value) }));
    } else if (key === 'perms' && Array.isArray(value)) {
      lines.push(t('detailKey.perms', { count: value.length }));
    } else if (key === 'limit') {
      lines.push(t('detailKey.limit', { limit: String(value) }));
    } else if (key === 'alertLogId') {
      lines.push(t('detailKey.alert', { id: String(value) }));
    }
  }
  return lines;
}

/** A refusal code as the message the person saw, without its placeholders. */
function reasonText(code: string, language: string): string {
  const messages = errorMessages[(language.startsWith('en') ? 'en-US' : 'zh-CN') as Language];
  const message = (messages as Record<string, string>)[code as ErrorCode];
  return message ? message.replace(/\{\w+\}/g, '').trim() : code;
}
