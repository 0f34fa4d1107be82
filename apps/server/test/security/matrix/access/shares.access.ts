import type { AccessTable } from '../types.ts';
import type { World } from '../world.ts';
import { READERS } from './devices.access.ts';

/** Only the owner shares; a shared user sees who else has the device. */
export default [
  {
    route: 'GET /iot/share/shareUser',
    ok: ['owner'],
    call: async (w) => ({
      query: {
        deviceId: String(w.device.id),
        phonenumber: (await w.t.container.users.findById(w.users.stranger.userId))!.phonenumber!,
      },
    }),
  },
  {
    route: 'GET /iot/tool/userList',
    ok: 'all',
    note: 'any signed-in user may look a whole phone number up, on the share look-up budget; a masked card',
    call: async (w) => ({
      query: { phonenumber: (await w.t.container.users.findById(w.users.stranger.userId))!.phonenumber! },
    }),
    check: (answer, w, actor) => {
      const rows = answer.body.rows as { userId: number; userName: string }[];
      const expected = actor === 'stranger' ? 0 : 1;
      if (rows.length !== expected) throw new Error(`userList rows ${rows.length}`);
      if (rows[0] && (rows[0].userId !== w.users.stranger.userId || !rows[0].userName.includes('*')))
        throw new Error('userList answered more than the masked card');
    },
  },
  { route: 'GET /iot/share/list', ok: READERS, call: (w) => ({ query: { deviceId: String(w.device.id) } }) },
  {
    route: 'GET /iot/share/detail',
    ok: ['owner', 'sharedWith'],
    note: 'a shared user may read their own share',
    call: (w) => ({ query: { deviceId: String(w.device.id), userId: String(w.users.sharedWith.userId) } }),
  },
  { route: 'GET /iot/deviceUser/:id', ok: READERS, call: (w) => ({ params: { id: w.device.id } }) },
  {
    route: 'GET /iot/model/permList/:id',
    ok: READERS,
    note: "the permissions the device's product offers (thing-model metadata), no personal data",
    call: (w) => ({ params: { id: w.device.id } }),
  },
  {
    route: 'POST /iot/share',
    ok: ['owner'],
    call: async (w) => ({
      body: { deviceId: (await w.fresh.device()).id, userId: w.users.stranger.userId, perms: [] },
    }),
  },
  {
    route: 'PUT /iot/share',
    ok: ['owner'],
    call: async (w) => ({
      body: {
        deviceId: (await w.fresh.device()).id,
        userId: w.users.sharedWithout.userId,
        perms: ['monitor'],
      },
    }),
  },
  {
    route: 'DELETE /iot/share',
    ok: ['owner'],
    call: async (w) => ({
      body: { deviceId: (await w.fresh.device()).id, userId: w.users.sharedWithout.userId },
    }),
  },
  { route: 'GET /iot/share/invitations', ok: 'all' },
  // A fresh device the owner offers the stranger: only the stranger can answer the invitation.
  ...(['PUT /iot/share/accept', 'PUT /iot/share/decline'] as const).map((route) => ({
    route,
    ok: ['stranger' as const],
    refusedWith: ['SHARE_INVITATION_NOT_FOUND'],
    call: async (w: World) => {
      const deviceId = (await w.fresh.device()).id;
      await w.t.call('POST', '/iot/share', {
        token: w.users.owner.token,
        body: { deviceId, userId: w.users.stranger.userId, perms: [] },
      });
      return { body: { deviceId } };
    },
  })),
  {
    route: 'DELETE /iot/share/leave',
    ok: ['sharedWithout', 'sharedWith'],
    refusedWith: ['SHARE_NOT_FOUND'],
    call: async (w) => ({ body: { deviceId: (await w.fresh.device()).id } }),
  },
] satisfies AccessTable;
