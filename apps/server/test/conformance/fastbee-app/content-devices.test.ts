import { type DeviceLogType, fastbeeApp, STREAM_URL_PROPERTY, Topic } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STREAM_URL } from '../../../src/modules/video/index.ts';
import { FastbeeAppClient } from '../../support/fastbee-app.ts';
import { createTestApp, type TestApp } from '../../support/index.ts';
import { ownerWithDevice } from '../../support/mqtt.ts';
import { shareAccepted } from '../../support/shares.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * FastBee's uni-app mobile app 2.2 (xinjiprincess/fastbee_app) on a device's event and command logs and its
 * camera player, replayed against /prod-api as its sources make the calls (apis/modules/deviceLog.js, log.js,
 * sip.js, player.js). Each test names the page and function it replays and asserts every field that page
 * reads, with its type. News and notices: content.test.ts.
 */
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('conformance: the FastBee app — device logs, video', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const appOf = async (token?: string) => {
    const app = new FastbeeAppClient(t);
    if (token) app.token = token;
    return app;
  };
  describe('device logs (pagesA/home/device/log)', () => {
    /** A plug with one entry of each kind of both logs, and its owner's shares. */
    async function plugWithLogs() {
      const d = await ownerWithDevice(t, 'smart-plug', '客厅插座');
      const state = t.container.iot.devices.stateRepository;
      const at = (minute: number) => `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`;
      const logs: [DeviceLogType, string, string][] = [
        [5, 'online', '3'],
        [1, 'power', '12.5'],
        [3, 'overload', '3000'],
        [4, 'upgrade', '1.1'],
        [8, 'disabled', '2'],
      ];
      for (const [index, [logType, identifier, value]] of logs.entries())
        await state.insertLogs([{ deviceId: d.deviceId, logType, identifier, value }], at(index));
      for (const [funType, minute] of [
        [1, 10],
        [2, 11],
        [3, 12],
      ] as const) {
        await state.insertCommand({
          deviceId: d.deviceId,
          messageId: `m${funType}`,
          userId: d.userId,
          funType,
          payload: JSON.stringify([{ id: funType === 3 ? 'ota' : 'switch', value: '1' }]),
          status: 'replied',
          createdAt: at(minute),
          origin: { kind: 'app', name: '' },
        });
      }
      await state.insertLogs(
        [{ deviceId: d.deviceId, logType: 6, identifier: 'offline', value: '4' }],
        at(20),
      );
      return d;
    }

    it('pagesA/home/device/log/event.vue#getDatas: types 1-6 as numbers, every tab filters', async () => {
      const d = await plugWithLogs();
      const app = await appOf(d.token);
      const query = { pageNum: 1, pageSize: 10, serialNumber: d.serialNumber, identity: null, logType: null };
      const all = await app.get('/iot/event/list', query);
      expect(all.code).toBe(200);
      // Property, function (the command), event, upgrade, online, offline; not the property read, the OTA
      // push (the command log's) nor Linli's "disabled" entry, which event.vue has no tag for.
      expect(all.total).toBe(6);
      expect(all.rows.map((r: { logType: number }) => r.logType)).toEqual([6, 2, 4, 3, 1, 5]);
      for (const row of all.rows) {
        expect(typeof row.logType).toBe('number');
        expect(typeof row.identity).toBe('string');
        expect(typeof row.logValue).toBe('string');
        expect(row.createTime).toMatch(TIME);
      }
      expect(all.rows.find((r: { logType: number }) => r.logType === 1)).toMatchObject({
        identity: 'power',
        logValue: '12.5',
      });
      expect(all.rows.find((r: { logType: number }) => r.logType === 2)).toMatchObject({
        identity: 'switch',
        logValue: '1',
      });
      for (const logType of ['1', '2', '3', '4', '5', '6']) {
        const tab = await app.get('/iot/event/list', { ...query, logType });
        expect(tab.total, `tab ${logType}`).toBe(1);
        expect(tab.rows[0].logType).toBe(Number(logType));
      }
    });

    it('pagesA/home/device/log/order.vue#getDatas: funType 1-3 as numbers, shown as "identify: funValue"', async () => {
      const d = await plugWithLogs();
      const app = await appOf(d.token);
      const query = {
        pageNum: 1,
        pageSize: 10,
        serialNumber: d.serialNumber,
        deviceId: d.deviceId,
        funType: null,
      };
      const all = await app.get('/iot/log/list', query);
      expect(all.code).toBe(200);
      expect(all.total).toBe(3);
      expect(all.rows.map((r: { funType: number }) => r.funType)).toEqual([3, 2, 1]);
      expect(
        all.rows.map((r: { identify: string; funValue: string }) => `${r.identify}: ${r.funValue}`),
      ).toEqual(['ota: 1', 'switch: 1', 'switch: 1']);
      for (const row of all.rows) expect(row.createTime).toMatch(TIME);
      for (const funType of ['1', '2', '3']) {
        const tab = await app.get('/iot/log/list', { ...query, funType });
        expect(tab.rows.map((r: { funType: number }) => r.funType)).toEqual([Number(funType)]);
      }
    });

    it('a shared user reads both logs only with the `log` permission, as on /api', async () => {
      const d = await plugWithLogs();
      const withLog = await signIn(t);
      const without = await signIn(t);
      for (const [user, perms] of [
        [withLog, ['log']],
        [without, []],
      ] as const) {
        const shared = await shareAccepted(t, {
          token: d.token,
          body: { deviceId: d.deviceId, userId: user.userId, perms },
        });
        expect(shared.body.code, shared.body.msg).toBe(200);
      }
      const allowed = await appOf(withLog.token);
      expect(
        (await allowed.get('/iot/event/list', { pageNum: 1, pageSize: 10, serialNumber: d.serialNumber }))
          .total,
      ).toBe(6);
      const refused = await appOf(without.token);
      for (const [url, query] of [
        ['/iot/event/list', { pageNum: 1, pageSize: 10, serialNumber: d.serialNumber }],
        ['/iot/log/list', { pageNum: 1, pageSize: 10, serialNumber: d.serialNumber, deviceId: d.deviceId }],
      ] as const) {
        const answer = await refused.get(url, query);
        expect(answer.code, url).toBe(403);
        expect(answer.msg).toBeTruthy();
        const api = await t.call('GET', '/iot/deviceLog/list', {
          token: without.token,
          query: { deviceId: String(d.deviceId) },
        });
        expect(api.body.code).toBe(403);
      }
    });

    it("a stranger's serial number is not found, and says so in the caller's language", async () => {
      const d = await plugWithLogs();
      const stranger = await appOf((await signIn(t)).token);
      const answer = await stranger.get('/iot/event/list', {
        pageNum: 1,
        pageSize: 10,
        serialNumber: d.serialNumber,
      });
      expect([answer.code, answer.errorCode]).toEqual([500, 'DEVICE_NOT_FOUND']);
      expect(answer.msg).toBe('设备不存在或无权访问');
      const byId = await stranger.get('/iot/log/list', {
        pageNum: 1,
        pageSize: 10,
        serialNumber: 'NOPE',
        deviceId: d.deviceId,
      });
      expect(byId.errorCode).toBe('DEVICE_NOT_FOUND');
      // A bad input is refused with the field named, nothing read.
      const bad = await stranger.get('/iot/event/list', {
        pageNum: 1,
        pageSize: 10,
        serialNumber: d.serialNumber,
        logType: 9,
      });
      expect([bad.code, bad.errorCode, bad.field]).toEqual([500, 'NUMBER_TOO_LARGE', 'logType']);
      expect(bad.msg).toContain('日志类型');
    });
  });

  describe('video (the device page, pages_player)', () => {
    async function cameraWithStream() {
      const d = await ownerWithDevice(t, 'camera', '客厅看护摄像头');
      const device = (await t.container.iot.devices.devices.findById(d.deviceId))!;
      await t.container.iot.devices.state.report(device, Topic.propertyPost, [
        { id: STREAM_URL_PROPERTY, value: DEMO_STREAM_URL },
      ]);
      return d;
    }

    it('pagesA/home/device/index.vue#getChannelList: a camera with a stream lists one channel', async () => {
      const d = await cameraWithStream();
      const app = await appOf(d.token);
      const page = await app.get('/sip/channel/list', {
        pageNum: 1,
        pageSize: 10,
        deviceSipId: d.serialNumber,
      });
      expect(page.code).toBe(200);
      expect(page.total).toBe(1);
      expect(page.rows).toEqual([
        {
          channelId: d.deviceId,
          deviceSipId: d.serialNumber,
          channelSipId: d.serialNumber,
          channelName: '客厅看护摄像头',
          model: '看护摄像头',
          status: 3,
        },
      ]);
      // A plug (no video) or a camera that has not reported a stream: FastBee's "no channel".
      const plug = await ownerWithDevice(t);
      const none = await (await appOf(plug.token)).get('/sip/channel/list', {
        pageNum: 1,
        pageSize: 10,
        deviceSipId: plug.serialNumber,
      });
      expect([none.code, none.rows, none.total]).toEqual([200, [], 0]);
    });

    it('pages_player/list/devicePlayerApp.vue#sendDevicePush and #stopPlay: absolute addresses, then close', async () => {
      const d = await cameraWithStream();
      const app = await appOf(d.token);
      const play = await app.get(`/sip/player/play/${d.serialNumber}/${d.serialNumber}`);
      expect(play.code).toBe(200);
      const { streamId, playurl, hls } = play.data;
      expect(typeof streamId).toBe('string');
      expect(playurl).toBe(`http://localhost:80${DEMO_STREAM_URL}`);
      expect(hls).toBe(playurl);
      // Behind the centre's TLS proxy: the address the phone reached, https.
      const proxied = await t.app.inject({
        method: 'GET',
        url: `${fastbeeApp.PREFIX}/sip/player/play/${d.serialNumber}/${d.serialNumber}`,
        headers: { authorization: `Bearer ${d.token}`, host: 'linli.example', 'x-forwarded-proto': 'https' },
      });
      expect(proxied.json().data.playurl).toBe(`https://linli.example${DEMO_STREAM_URL}`);
      const closed = await app.get(`/sip/player/closeStream/${d.serialNumber}/${d.serialNumber}/${streamId}`);
      expect(closed.code).toBe(200);
    });

    it("a stranger cannot list, play or close another's camera", async () => {
      const d = await cameraWithStream();
      const stranger = await appOf((await signIn(t)).token);
      const calls = [
        stranger.get('/sip/channel/list', { pageNum: 1, pageSize: 10, deviceSipId: d.serialNumber }),
        stranger.get(`/sip/player/play/${d.serialNumber}/${d.serialNumber}`),
        stranger.get(`/sip/player/closeStream/${d.serialNumber}/${d.serialNumber}/x`),
      ];
      for (const answer of await Promise.all(calls)) expect(answer.errorCode).toBe('DEVICE_NOT_FOUND');
    });
  });
});
