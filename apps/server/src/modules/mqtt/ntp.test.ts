import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnClock, type TestApp } from '../../../test/support/index.ts';
import { NTP_PER_ADDRESS } from './ntp.routes.ts';

const NOW = new Date('2026-11-27T02:00:00.000Z');

describe('FastBee time service GET /iot/tool/ntp', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A built web app is served at `/`: the firmware's path must not fall into it.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Linli</title>');
    ({ t } = await appOnClock(NOW, { WEB_DIST: dist }));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const ask = (url: string, remoteAddress = '10.0.0.1', language?: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: language ? { language } : {} });

  it('answers the bare FastBee object at the address firmware is flashed with, and under /api', async () => {
    for (const prefix of ['', '/api']) {
      const answer = await ask(`${prefix}/iot/tool/ntp?deviceSendTime=48213`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.json()).toEqual({
        deviceSendTime: 48213,
        serverRecvTime: NOW.getTime(),
        serverSendTime: NOW.getTime(),
      });
    }
  });

  it('takes the last value when an old address already ended in "?deviceSendTime=" (FastBee-Arduino appends one)', async () => {
    const answer = await ask('/iot/tool/ntp?deviceSendTime=&deviceSendTime=9120');
    expect(answer.json()).toMatchObject({ deviceSendTime: 9120 });
  });

  it("refuses a time that is not whole milliseconds, in the asker's language, never with a 5xx", async () => {
    for (const query of [
      '?deviceSendTime=abc',
      '',
      '?deviceSendTime=-5',
      '?deviceSendTime=1.5',
      '?deviceSendTime=1e400',
    ]) {
      const answer = await ask(`/iot/tool/ntp${query}`, '10.0.0.2', 'en-US');
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toMatchObject({
        code: 500,
        errorCode: ErrorCode.NTP_BAD_TIME,
        msg: 'deviceSendTime must be a number of milliseconds',
      });
    }
    const chinese = await ask('/iot/tool/ntp?deviceSendTime=x', '10.0.0.2');
    expect(chinese.json().msg).toBe('deviceSendTime 必须是毫秒数');
  });

  it('is throttled per address like the other anonymous routes', async () => {
    for (let i = 0; i < NTP_PER_ADDRESS.limit; i++) {
      expect((await ask('/iot/tool/ntp?deviceSendTime=1', '10.0.0.3')).json()).toHaveProperty(
        'serverSendTime',
      );
    }
    const refused = await ask('/iot/tool/ntp?deviceSendTime=1', '10.0.0.3');
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json()).toMatchObject({ code: 500, errorCode: ErrorCode.RATE_LIMITED });
    // Another address is not held back.
    expect((await ask('/iot/tool/ntp?deviceSendTime=1', '10.0.0.4')).json()).toHaveProperty('serverSendTime');
  });
});
