import { groupsRoutes } from '@linli/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/render.tsx';
import { ApiError, call } from './api.ts';

describe('call: the typed client over a route descriptor', () => {
  it('fills the path from the params, sends the method and body, and resolves the keys beside code and msg', async () => {
    const fake = fakeFetch({
      '/iot/group/getDeviceIds/7': { body: { code: 200, msg: 'ok', data: [3, 4] } },
      '/iot/group': { body: { code: 200, msg: 'ok', data: { groupId: 9 } } },
    });
    vi.stubGlobal('fetch', fake.fetch);

    expect(await call(groupsRoutes.deviceIds, { params: { id: 7 } })).toEqual({ data: [3, 4] });
    const created = await call(groupsRoutes.create, { body: { groupName: '客厅', groupOrder: 1 } });
    expect(created.data.groupId).toBe(9);
    expect(fake.calls[1]?.init.method).toBe('POST');
    expect(fake.calls[1]?.init.body).toBe('{"groupName":"客厅","groupOrder":1}');
  });

  it('a refusal rejects with the server words and the field it is about', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/iot/group': {
          body: { code: 500, msg: '分组名称不能为空', errorCode: 'FIELD_REQUIRED', field: 'groupName' },
        },
      }).fetch,
    );
    const refusal = call(groupsRoutes.create, { body: { groupName: '', groupOrder: 1 } });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      message: '分组名称不能为空',
      code: 500,
      errorCode: 'FIELD_REQUIRED',
      field: 'groupName',
    });
  });

  it('a failure the request layer has already shown rejects with an empty message (nothing to show twice)', async () => {
    vi.stubGlobal('fetch', fakeFetch({ '/iot/group/7': { status: 502 } }).fetch);
    await expect(call(groupsRoutes.get, { params: { id: 7 } })).rejects.toMatchObject({ message: '' });
  });
});
