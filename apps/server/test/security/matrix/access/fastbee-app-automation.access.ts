import type { AccessTable, ActorName } from '../types.ts';
import type { World } from '../world.ts';
import { READERS } from './devices.access.ts';

/**
 * The FastBee app's timers, groups and shares (modules/fastbee-app/automation.routes.ts): the same answers
 * per actor as their /api twins in timers.access.ts, groups.access.ts and shares.access.ts, with the
 * bodies the app sends (Quartz cron, actions as a JSON string, ids as text, perms comma-joined).
 */
const timing = (w: World) => ({
  jobName: '开灯',
  jobGroup: 'DEFAULT',
  deviceId: w.device.id,
  cronExpression: '0 30 09 ? * 2',
  repeatValue: [2],
  status: '0',
  actions: JSON.stringify([
    { id: 'switch', name: '开关', value: 1, type: 2, parentId: 'switch', arrayIndex: '' },
  ]),
});

const TIMER: ActorName[] = ['owner', 'sharedWith'];

const shareForm = (deviceId: number, userId: number, perms: string) => ({
  deviceId: String(deviceId),
  userId: String(userId),
  perms,
  remark: '',
  deviceName: '客厅插座',
});

export default [
  {
    route: 'GET /prod-api/iot/job/list',
    ok: 'all',
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { jobId: number }[]).map((j) => j.jobId);
      if (ids.includes(w.timer) !== (actor === 'owner')) throw new Error(`timer list ${ids.join(',')}`);
    },
  },
  { route: 'POST /prod-api/iot/job', ok: TIMER, call: (w) => ({ body: timing(w) }) },
  { route: 'PUT /prod-api/iot/job', ok: TIMER, call: (w) => ({ body: { jobId: w.timer, ...timing(w) } }) },
  {
    route: 'PUT /prod-api/iot/job/changeStatus',
    ok: TIMER,
    call: (w) => ({ body: { jobId: w.timer, status: '0' } }),
  },
  {
    route: 'PUT /prod-api/iot/job/run',
    ok: TIMER,
    call: (w) => ({ body: { jobId: w.timer, jobGroup: 'DEFAULT' } }),
  },
  { route: 'GET /prod-api/iot/job/:id', ok: TIMER, call: (w) => ({ params: { id: w.timer } }) },
  {
    route: 'DELETE /prod-api/iot/job/:id',
    ok: TIMER,
    call: async (w) => ({ params: { id: await w.fresh.timer() } }),
  },

  {
    route: 'GET /prod-api/iot/group/list',
    ok: 'all',
    note: "everyone asks for the owner's groups (home sends userId): only the owner gets them",
    call: (w) => ({ query: { userId: String(w.users.owner.userId) } }),
    check: (answer, w, actor) => {
      const ids = (answer.body.rows as { groupId: number }[]).map((g) => g.groupId);
      if (ids.includes(w.group) !== (actor === 'owner')) throw new Error(`group list ${ids.join(',')}`);
    },
  },
  {
    route: 'POST /prod-api/iot/group',
    ok: 'all',
    call: () => ({ body: { groupName: '卧室', groupOrder: '2', remark: null } }),
  },
  {
    route: 'PUT /prod-api/iot/group',
    ok: ['owner'],
    call: (w) => ({
      body: { groupId: w.group, groupName: '客厅', groupOrder: 1, userId: w.users.owner.userId, remark: '' },
    }),
  },
  {
    route: 'PUT /prod-api/iot/group/updateDeviceGroups',
    ok: ['owner'],
    call: (w) => ({ body: { groupId: String(w.group), deviceIds: [w.device.id] } }),
  },
  {
    route: 'GET /prod-api/iot/group/getDeviceIds/:id',
    ok: ['owner'],
    call: (w) => ({ params: { id: w.group } }),
  },
  { route: 'GET /prod-api/iot/group/:id', ok: ['owner'], call: (w) => ({ params: { id: w.group } }) },
  {
    route: 'DELETE /prod-api/iot/group/:id',
    ok: ['owner'],
    call: async (w) => ({ params: { id: await w.fresh.group() } }),
  },

  {
    route: 'GET /prod-api/iot/share/list',
    ok: READERS,
    call: (w) => ({ query: { pageNum: '1', pageSize: '6', deviceId: String(w.device.id) } }),
  },
  {
    route: 'GET /prod-api/iot/share/shareUser',
    ok: ['owner'],
    call: async (w) => ({
      query: {
        deviceId: String(w.device.id),
        phonenumber: (await w.t.container.users.findById(w.users.stranger.userId))!.phonenumber!,
      },
    }),
  },
  {
    route: 'GET /prod-api/iot/model/permList/:id',
    ok: 'all',
    note: "FastBee's id is the productId: the product's shareable thing-model items, which any signed-in user may read from its thing model (GET /iot/model/cache/:id)",
    call: (w) => ({ params: { id: w.device.productId } }),
  },
  {
    route: 'POST /prod-api/iot/share',
    ok: ['owner'],
    call: async (w) => ({ body: shareForm((await w.fresh.device()).id, w.users.stranger.userId, '') }),
  },
  {
    route: 'PUT /prod-api/iot/share',
    ok: ['owner'],
    call: async (w) => ({
      body: shareForm((await w.fresh.device()).id, w.users.sharedWithout.userId, 'monitor'),
    }),
  },
  {
    route: 'DELETE /prod-api/iot/share',
    ok: ['owner'],
    call: async (w) => ({
      body: shareForm((await w.fresh.device()).id, w.users.sharedWithout.userId, ''),
    }),
  },
] satisfies AccessTable;
