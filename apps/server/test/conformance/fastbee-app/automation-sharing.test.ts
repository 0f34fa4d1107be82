import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastbeeAppClient } from '../../support/fastbee-app.ts';
import { createTestApp, type TestApp } from '../../support/index.ts';
import type { ownerWithDevice } from '../../support/mqtt.ts';
import { signIn } from '../../support/social-services.ts';
import { plugSharedTwice } from './automation-fixtures.ts';

/**
 * FastBee's uni-app mobile app 2.2 (xinjiprincess/fastbee_app) against /prod-api: its device groups
 * (pagesB/user/deviceGroup/*.vue, the home's group tabs) and the share pages of its older builds
 * (unpackage/dist/dev/mp-weixin/pagesA/device/share/*), each call made as the page makes it, every field
 * the page reads asserted with its type. Timers: automation.test.ts.
 */
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('FastBee app: groups and shares', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithDevice>>;
  let ownerApp: FastbeeAppClient;
  let withTimer: { token: string; userId: number };
  let withoutTimer: { token: string; userId: number };
  let stranger: { token: string; userId: number };

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, withTimer, withoutTimer, stranger } = await plugSharedTwice(t));
    ownerApp = new FastbeeAppClient(t, owner.token);
  });
  afterAll(() => t.close());
  describe('groups', () => {
    let groupId: number;

    it('deviceGroup/detail.vue#handleSubmitForm (add): groupOrder from the input as text, remark null', async () => {
      for (let n = 1; n <= 12; n += 1) {
        const added = await ownerApp.post('/iot/group', {
          groupName: `分组${n}`,
          groupOrder: String(n),
          remark: null,
        });
        expect(added.code, added.msg).toBe(200);
      }
    });

    it('pages/tabBar/home/index.vue#getGroups: only userId, no paging, and every group comes back', async () => {
      const answer = await ownerApp.get('/iot/group/list', { userId: owner.userId });
      expect(answer.code).toBe(200);
      expect(answer.rows).toHaveLength(12);
      for (const row of answer.rows) {
        expect(typeof row.groupId).toBe('number');
        expect(typeof row.groupName).toBe('string');
      }
      groupId = answer.rows[0].groupId;
    });

    it('deviceGroup/index.vue#getList: one page of 10, the total, groupName filter', async () => {
      const page = await ownerApp.get('/iot/group/list', { pageNum: 1, pageSize: 10, userId: owner.userId });
      expect(page.rows).toHaveLength(10);
      expect(page.total).toBe(12);
      expect(page.rows[0]).toMatchObject({ groupName: '分组1', userId: owner.userId });
      expect(typeof page.rows[0].groupId).toBe('number');
      const second = await ownerApp.get('/iot/group/list', {
        pageNum: 2,
        pageSize: 10,
        userId: owner.userId,
      });
      expect(second.rows).toHaveLength(2);
      const named = await ownerApp.get('/iot/group/list', {
        pageNum: 1,
        pageSize: 10,
        userId: owner.userId,
        groupName: '分组12',
      });
      expect(named.rows.map((r: { groupName: string }) => r.groupName)).toEqual(['分组12']);
    });

    it('deviceGroup/detail.vue#getInfo then save: the whole object goes back (groupOrder a number for the form)', async () => {
      const got = await ownerApp.get(`/iot/group/${groupId}`);
      expect(got.code).toBe(200);
      expect(got.data).toMatchObject({
        groupId,
        groupName: '分组1',
        groupOrder: 1,
        remark: '',
        userId: owner.userId,
      });
      expect(got.data.createTime).toMatch(TIME);
      const form = { ...got.data, groupName: '客厅', groupOrder: '5', remark: '常用' };
      const saved = await ownerApp.put('/iot/group', form);
      expect(saved.code, saved.msg).toBe(200);
      expect((await ownerApp.get(`/iot/group/${groupId}`)).data).toMatchObject({
        groupName: '客厅',
        groupOrder: 5,
        remark: '常用',
      });
    });

    it('deviceGroup/devices.vue: getDeviceIds, then updateDeviceGroups with the route’s text groupId', async () => {
      const empty = await ownerApp.get(`/iot/group/getDeviceIds/${groupId}`);
      expect(empty.data).toEqual([]);
      const saved = await ownerApp.put('/iot/group/updateDeviceGroups', {
        groupId: String(groupId),
        deviceIds: [owner.deviceId],
      });
      expect(saved.code, saved.msg).toBe(200);
      const ids = await ownerApp.get(`/iot/group/getDeviceIds/${groupId}`);
      // The same type as rows[].deviceId of listByGroup: they are checkbox names.
      expect(ids.data).toEqual([owner.deviceId]);
      expect(typeof ids.data[0]).toBe('number');
    });

    it("never shows or touches another user's groups", async () => {
      const app = new FastbeeAppClient(t, stranger.token);
      const theirs = await app.get('/iot/group/list', { userId: owner.userId });
      expect(theirs.code).toBe(200);
      expect(theirs.rows).toEqual([]);
      for (const answer of [
        await app.get(`/iot/group/${groupId}`),
        await app.put('/iot/group', { groupId, groupName: '偷改', groupOrder: 1 }),
        await app.get(`/iot/group/getDeviceIds/${groupId}`),
        await app.put('/iot/group/updateDeviceGroups', { groupId: String(groupId), deviceIds: [] }),
        await app.delete(`/iot/group/${groupId}`),
      ]) {
        expect(answer.code).toBe(500);
        expect(answer.errorCode).toBe('GROUP_NOT_FOUND');
      }
      expect((await ownerApp.get(`/iot/group/${groupId}`)).data.groupName).toBe('客厅');
      expect((await ownerApp.get(`/iot/group/getDeviceIds/${groupId}`)).data).toEqual([owner.deviceId]);
    });

    it('deviceGroup/detail.vue#handleDelete: the message is shown', async () => {
      const removed = await ownerApp.delete(`/iot/group/${groupId}`);
      expect(removed.code).toBe(200);
      expect(removed.msg).toBeTruthy();
      expect((await ownerApp.get('/iot/group/list', { userId: owner.userId })).rows).toHaveLength(11);
    });
  });

  describe('shares (old builds: pagesA/device/share)', () => {
    it('list.js#getList: owner first (isOwner 1), perms comma-joined, times formatted', async () => {
      const answer = await ownerApp.get('/iot/share/list', {
        pageNum: 1,
        pageSize: 6,
        deviceId: owner.deviceId,
      });
      expect(answer.code).toBe(200);
      expect(answer.total).toBe(3);
      const [first, ...others] = answer.rows;
      expect(first).toMatchObject({ isOwner: 1, userId: owner.userId });
      for (const row of answer.rows) {
        for (const key of ['userName', 'phonenumber', 'remark', 'perms', 'createTime'])
          expect(typeof row[key], key).toBe('string');
        expect(typeof row.userId).toBe('number');
        expect(row.createTime).toMatch(TIME);
      }
      const shared = others.find((r: { userId: number }) => r.userId === withTimer.userId);
      expect(shared).toMatchObject({ isOwner: 0, perms: 'timer,switch' });
      expect(shared.perms.split(',')).toEqual(['timer', 'switch']);
    });

    it('detail.js#getPermissionList: permList by productId, without the five the page adds itself', async () => {
      const answer = await ownerApp.get(`/iot/model/permList/${owner.productId}`);
      expect(answer.code).toBe(200);
      const ids = answer.data.map((p: { identifier: string }) => p.identifier);
      for (const fixed of ['ota', 'timer', 'log', 'monitor', 'statistic']) expect(ids).not.toContain(fixed);
      expect(ids).toContain('switch');
      for (const perm of answer.data) {
        expect(typeof perm.identifier).toBe('string');
        expect(typeof perm.modelName).toBe('string');
        expect(typeof perm.remark).toBe('string');
      }
      expect(answer.data.find((p: { identifier: string }) => p.identifier === 'switch').modelName).toBe(
        '开关',
      );
    });

    it('list.js#handleUserSearch, detail.js#handleAddUser, #handleEditUser and #handleDeleteUser', async () => {
      const phonenumber = (await t.container.users.findById(stranger.userId))!.phonenumber!;
      const found = await ownerApp.get('/iot/share/shareUser', { phonenumber, deviceId: owner.deviceId });
      expect(found.code, found.msg).toBe(200);
      expect(found.data).toMatchObject({ userId: stranger.userId, phonenumber });
      expect(typeof found.data.userName).toBe('string');
      // The detail page's form: ids from its route (text), perms joined.
      const form = {
        deviceId: String(owner.deviceId),
        userId: String(stranger.userId),
        deviceName: '客厅插座',
        userName: found.data.userName,
        perms: 'timer,switch',
        phonenumber,
        remark: '女儿',
        productId: String(owner.productId),
      };
      const added = await ownerApp.post('/iot/share', form);
      expect(added.code, added.msg).toBe(200);
      const row = async () =>
        (
          await ownerApp.get('/iot/share/list', { pageNum: 1, pageSize: 6, deviceId: owner.deviceId })
        ).rows.find((r: { userId: number }) => r.userId === stranger.userId);
      expect(await row()).toMatchObject({ perms: 'timer,switch', remark: '女儿', isOwner: 0 });
      const edited = await ownerApp.put('/iot/share', { ...form, perms: 'log' });
      expect(edited.code, edited.msg).toBe(200);
      expect((await row()).perms).toBe('log');
      const removed = await ownerApp.delete('/iot/share', { ...form, perms: 'log' });
      expect(removed.code, removed.msg).toBe(200);
      expect(removed.msg).toBeTruthy();
      expect(await row()).toBeUndefined();
      // Recorded like the same calls through /api (modules/audit/trail.ts).
      const admin = await signIn(t, ['admin']);
      const audit = await t.call<{ rows: { event: string; target: string; detail: unknown }[] }>(
        'GET',
        '/system/audit/list',
        { token: admin.token, query: { pageSize: '100', actorId: String(owner.userId) } },
      );
      const events = audit.body.rows.filter((e) => e.event.startsWith('share.')).reverse();
      expect(events.slice(-3).map((e) => [e.event, e.target, e.detail])).toEqual([
        [
          'share.granted',
          `device:${owner.deviceId}`,
          { userId: stranger.userId, perms: ['timer', 'switch'] },
        ],
        ['share.changed', `device:${owner.deviceId}`, { userId: stranger.userId, perms: ['log'] }],
        ['share.revoked', `device:${owner.deviceId}`, { userId: stranger.userId, perms: ['log'] }],
      ]);
    });

    it('only the owner manages shares; a stranger does not see the device’s users', async () => {
      const shared = new FastbeeAppClient(t, withTimer.token);
      const body = { deviceId: String(owner.deviceId), userId: String(withoutTimer.userId), perms: 'timer' };
      for (const answer of [
        await shared.put('/iot/share', body),
        await shared.delete('/iot/share', body),
        await shared.post('/iot/share', { ...body, userId: String(stranger.userId) }),
      ])
        expect(answer.errorCode).toBe('SHARE_OWNER_ONLY');
      const list = await ownerApp.get('/iot/share/list', {
        pageNum: 1,
        pageSize: 6,
        deviceId: owner.deviceId,
      });
      expect(list.rows.find((r: { userId: number }) => r.userId === withoutTimer.userId).perms).toBe(
        'switch',
      );
      const theirs = await new FastbeeAppClient(t, stranger.token).get('/iot/share/list', {
        pageNum: 1,
        pageSize: 6,
        deviceId: owner.deviceId,
      });
      expect(theirs.code).not.toBe(200);
      expect(theirs.errorCode).toMatch(/NOT_FOUND$/);
    });
  });
});
