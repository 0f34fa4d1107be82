import { ErrorCode } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';

describe('device groups: the rules of docs/product.md "Groups", per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('requires name and order, nothing written on refusal', async () => {
    const { token } = await signIn(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ groupOrder: 1 }, 'groupName', ErrorCode.FIELD_REQUIRED],
      [{ groupName: ' ', groupOrder: 1 }, 'groupName', ErrorCode.FIELD_REQUIRED],
      [{ groupName: '客厅' }, 'groupOrder', ErrorCode.FIELD_REQUIRED],
      [{ groupName: '客厅', groupOrder: '' }, 'groupOrder', ErrorCode.FIELD_REQUIRED],
      [{ groupName: '客厅', groupOrder: 'x' }, 'groupOrder', ErrorCode.FIELD_INVALID],
      [{ groupName: '客厅', groupOrder: -1 }, 'groupOrder', ErrorCode.NUMBER_TOO_SMALL],
    ];
    for (const [body, field, errorCode] of cases) {
      const answer = await t.call('POST', '/iot/group', { token, body });
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 500, field, errorCode });
    }
    const list = await t.call<{ total: number }>('GET', '/iot/group/list', { token });
    expect(list.body.total).toBe(0);
  });

  it('creates, edits, fills, lists and deletes a user’s own groups; others cannot touch them', async () => {
    const d = await ownerWithDevice(t);
    const created = await t.call<{ data: { groupId: number } }>('POST', '/iot/group', {
      token: d.token,
      body: { groupName: '客厅', groupOrder: 2, remark: '常用' },
    });
    const groupId = created.body.data.groupId;
    await t.call('POST', '/iot/group', { token: d.token, body: { groupName: '卧室', groupOrder: 1 } });
    const edited = await t.call('PUT', '/iot/group', {
      token: d.token,
      body: { groupId, groupName: '起居室', groupOrder: 3 },
    });
    expect(edited.body.code).toBe(200);
    const badEdit = await t.call('PUT', '/iot/group', { token: d.token, body: { groupId, groupOrder: 3 } });
    expect(badEdit.body).toMatchObject({ code: 500, field: 'groupName' });
    const set = await t.call('PUT', '/iot/group/updateDeviceGroups', {
      token: d.token,
      body: { groupId, deviceIds: [d.deviceId] },
    });
    expect(set.body.code).toBe(200);
    const ids = await t.call<{ data: number[] }>('GET', `/iot/group/getDeviceIds/${groupId}`, {
      token: d.token,
    });
    expect(ids.body.data).toEqual([d.deviceId]);
    const list = await t.call<{ rows: { groupName: string; deviceCount: number }[] }>(
      'GET',
      '/iot/group/list',
      { token: d.token },
    );
    expect(list.body.rows.map((r) => [r.groupName, r.deviceCount])).toEqual([
      ['卧室', 0],
      ['起居室', 1],
    ]);
    const byGroup = await t.call<{ total: number }>('GET', '/iot/device/listByGroup', {
      token: d.token,
      query: { groupId: String(groupId) },
    });
    expect(byGroup.body.total).toBe(1);
    const filtered = await t.call<{ total: number }>('GET', '/iot/device/shortList', {
      token: d.token,
      query: { groupId: String(groupId) },
    });
    expect(filtered.body.total).toBe(1);

    const stranger = await ownerWithDevice(t);
    for (const [method, url, body] of [
      ['GET', `/iot/group/${groupId}`, undefined],
      ['GET', `/iot/group/getDeviceIds/${groupId}`, undefined],
      ['PUT', '/iot/group', { groupId, groupName: 'x', groupOrder: 1 }],
      ['DELETE', `/iot/group/${groupId}`, undefined],
      ['PUT', '/iot/group/updateDeviceGroups', { groupId, deviceIds: [] }],
    ] as const) {
      const answer = await t.call(method, url, { token: stranger.token, ...(body && { body }) });
      expect(answer.body, `${method} ${url}`).toMatchObject({
        code: 500,
        errorCode: ErrorCode.GROUP_NOT_FOUND,
      });
    }
    const theirs = await t.call('GET', '/iot/device/listByGroup', {
      token: stranger.token,
      query: { groupId: String(groupId) },
    });
    expect(theirs.body).toMatchObject({ code: 200, total: 0 });
    // Someone else's device cannot go into my group.
    const foreign = await t.call('PUT', '/iot/group/updateDeviceGroups', {
      token: d.token,
      body: { groupId, deviceIds: [stranger.deviceId] },
    });
    expect(foreign.body).toMatchObject({ code: 500, errorCode: ErrorCode.DEVICE_NOT_FOUND });
    expect(
      (await t.call<{ data: number[] }>('GET', `/iot/group/getDeviceIds/${groupId}`, { token: d.token })).body
        .data,
    ).toEqual([d.deviceId]);
    expect((await t.call('DELETE', `/iot/group/${groupId}`, { token: d.token })).body.code).toBe(200);
    expect((await t.call('GET', `/iot/group/${groupId}`, { token: d.token })).body.code).toBe(500);
  });
});
