import type { AuditEntry } from '@linli/contracts';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en-US/audit.json';
import zh from '../../locales/zh-CN/audit.json';
import { actorText, detailLines, targetText } from './auditWording.ts';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  auditId: 1,
  event: 'login.succeeded',
  actorId: 3,
  actorName: 'zhang',
  actorNickName: '张阿姨',
  actorRoles: ['admin'],
  target: 'user:3',
  ip: '127.0.0.1',
  detail: { method: 'password' },
  createTime: '2026-11-27T08:00:00.000Z',
  ...over,
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'zh-CN',
    ns: ['audit'],
    defaultNS: 'audit',
    resources: { 'zh-CN': { audit: zh }, 'en-US': { audit: en } },
  });
});
const tIn = (language: string) => i18n.getFixedT(language, 'audit') as unknown as TFunction<'audit'>;

describe('the audit log in words', () => {
  it('names the person and role, never user:3, and translates the login method', () => {
    const zhT = tIn('zh-CN');
    const login = entry({});
    expect(actorText(login, zhT)).toBe('张阿姨（zhang） · 管理员');
    expect(targetText(login, zhT)).toBe('');
    expect(detailLines(login, zhT, 'zh-CN')).toEqual(['登录方式：账号密码']);
    const enT = tIn('en-US');
    expect(actorText(login, enT)).toBe('张阿姨 (zhang) · Administrator');
    expect(detailLines(login, enT, 'en-US')).toEqual(['Signed in with: Username and password']);
  });

  it('a failed login names the account tried and the reason as the person saw it', () => {
    const failed = entry({
      event: 'login.failed',
      actorId: null,
      actorNickName: '',
      actorRoles: [],
      target: '',
      detail: { method: 'sms', errorCode: 'BAD_CREDENTIALS' },
    });
    const zhT = tIn('zh-CN');
    expect(actorText(failed, zhT)).toBe('未登录（尝试的账号：zhang）');
    const [method, reason] = detailLines(failed, zhT, 'zh-CN');
    expect(method).toBe('登录方式：短信验证码');
    expect(reason).toMatch(/^原因：/);
    expect(reason).not.toContain('BAD_CREDENTIALS');
  });

  it('shares read as a device, a user and how many permissions', () => {
    const share = entry({
      event: 'share.granted',
      actorRoles: ['member'],
      actorNickName: 'zhang',
      target: 'device:12',
      detail: { userId: 7, perms: ['switch', 'monitor'] },
    });
    const enT = tIn('en-US');
    expect(actorText(share, enT)).toBe('zhang · Resident');
    expect(targetText(share, enT)).toBe('Device 12');
    expect(detailLines(share, enT, 'en-US')).toEqual(['Shared with: user 7', '2 permissions granted']);
  });
});
