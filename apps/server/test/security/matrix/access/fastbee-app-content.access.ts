import { STREAM_URL_PROPERTY, Topic } from '@linli/contracts';
import type { AccessTable, ActorName } from '../types.ts';
import type { World } from '../world.ts';
import { READERS } from './devices.access.ts';

/**
 * The FastBee app's news, notices, device logs and video (modules/fastbee-app/content.routes.ts) answer
 * each caller as their /api twins do: news and notices are public like /news (news.access.ts); the event
 * and command logs need the `log` permission like /iot/deviceLog/list (logs.access.ts); a camera's channel
 * and stream are read like the device (devices.access.ts READERS).
 */
const WITH_LOG: ActorName[] = ['owner', 'sharedWith'];

/** One notice (a published article of the category 'notice') and one camera with a stream per world. */
const notices = new WeakMap<World, Promise<number>>();
const cameras = new WeakMap<World, Promise<string>>();

function noticeOf(w: World): Promise<number> {
  const existing = notices.get(w);
  if (existing) return existing;
  const created = w.t
    .call<{ data: { id: number } }>('POST', '/news', {
      token: w.users.admin.token,
      body: { category: 'notice', title: '停水通知', content: '<p>周三停水</p>' },
    })
    .then((answer) => answer.body.data.id);
  notices.set(w, created);
  return created;
}

function cameraOf(w: World): Promise<string> {
  const existing = cameras.get(w);
  if (existing) return existing;
  const created = (async () => {
    const { id, serialNumber } = await w.fresh.device('camera');
    const device = (await w.t.container.iot.devices.devices.findById(id))!;
    await w.t.container.iot.devices.state.report(device, Topic.propertyPost, [
      { id: STREAM_URL_PROPERTY, value: '/demo-media/camera/index.m3u8' },
    ]);
    return serialNumber;
  })();
  cameras.set(w, created);
  return created;
}

export default [
  { route: 'GET /prod-api/iot/news/bannerList', ok: 'all' },
  { route: 'GET /prod-api/iot/news/topList', ok: 'all' },
  {
    route: 'GET /prod-api/iot/news/list',
    ok: 'all',
    call: () => ({ query: { status: '1', categoryId: '2' } }),
  },
  { route: 'GET /prod-api/iot/news/:id', ok: 'all', call: (w) => ({ params: { id: w.article } }) },
  {
    route: 'GET /prod-api/news/asset/:name',
    ok: 'all',
    call: () => ({ params: { name: 'banner-care.svg' } }),
  },
  { route: 'GET /prod-api/system/notice/list', ok: 'all' },
  {
    route: 'GET /prod-api/system/notice/:id',
    ok: 'all',
    call: async (w) => ({ params: { id: await noticeOf(w) } }),
  },
  {
    route: 'GET /prod-api/iot/event/list',
    ok: WITH_LOG,
    note: 'the `log` permission, as GET /iot/deviceLog/list',
    call: (w) => ({ query: { serialNumber: w.device.serialNumber } }),
    check: (answer, w) => {
      const serials = (answer.body.rows as { serialNumber: string }[]).map((r) => r.serialNumber);
      if (serials.some((s) => s !== w.device.serialNumber))
        throw new Error(`event log of other devices: ${serials.join(',')}`);
    },
  },
  {
    route: 'GET /prod-api/iot/log/list',
    ok: WITH_LOG,
    note: 'the `log` permission, as GET /iot/deviceLog/list',
    call: (w) => ({ query: { serialNumber: w.device.serialNumber, deviceId: String(w.device.id) } }),
  },
  {
    route: 'GET /prod-api/sip/channel/list',
    ok: READERS,
    call: async (w) => ({ query: { deviceSipId: await cameraOf(w) } }),
    check: (answer) => {
      if (answer.body.total !== 1)
        throw new Error(`a camera with a stream has one channel: ${answer.body.total}`);
    },
  },
  {
    route: 'GET /prod-api/sip/player/play/:deviceSipId/:channelSipId',
    ok: READERS,
    call: async (w) => {
      const serial = await cameraOf(w);
      return { params: { deviceSipId: serial, channelSipId: serial } };
    },
  },
  {
    route: 'GET /prod-api/sip/player/closeStream/:deviceSipId/:channelSipId/:streamId',
    ok: READERS,
    call: async (w) => {
      const serial = await cameraOf(w);
      return {
        params: { deviceSipId: serial, channelSipId: serial, streamId: `gb_play_${serial}_${serial}` },
      };
    },
  },
  { route: 'GET /prod-api/notify/template/getAlertWechatMini', ok: 'all' },
] satisfies AccessTable;
