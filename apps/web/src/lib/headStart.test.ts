import { ApiPath } from '@linli/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/render.tsx';
import { request } from './request.ts';
import { clearSession, restoreLifeData, setToken } from './storage.ts';

const url = `/api${ApiPath.socialServicesHome}`;
const answer = (msg: string) => ({ code: 200, msg, data: { banners: [] } });

/** What boot leaves for the app (src/boot/entryRead.ts), with an answer of our choosing. */
function headStart(response: Promise<Response>, headers: Record<string, string> = { language: 'zh-CN' }) {
  response.catch(() => undefined);
  globalThis.linliHeadStart = { url, headers, response };
}
const early = (msg: string) => Promise.resolve(new Response(JSON.stringify(answer(msg))));

describe('the app takes the answer boot started only for the same request (src/lib/headStart.ts)', () => {
  beforeEach(() => restoreLifeData());
  afterEach(() => {
    globalThis.linliHeadStart = undefined;
    clearSession();
  });

  it('only the first request for the address takes it: a refresh gets a new answer', async () => {
    const fake = fakeFetch({ [ApiPath.socialServicesHome]: { body: answer('fresh') } });
    vi.stubGlobal('fetch', fake.fetch);
    headStart(early('early'));

    expect(await request({ url: ApiPath.socialServicesHome, loading: false })).toMatchObject({
      msg: 'early',
    });
    expect(await request({ url: ApiPath.socialServicesHome, loading: false })).toMatchObject({
      msg: 'fresh',
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('a request with other headers (signed in since) asks itself, and the old answer is thrown away', async () => {
    const fake = fakeFetch({ [ApiPath.socialServicesHome]: { body: answer('fresh') } });
    vi.stubGlobal('fetch', fake.fetch);
    headStart(early('visitor'));
    setToken('tok-2');

    expect(await request({ url: ApiPath.socialServicesHome, loading: false })).toMatchObject({
      msg: 'fresh',
    });
    expect(fake.calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer tok-2' });
    expect(globalThis.linliHeadStart).toBeUndefined();
  });

  it('another address or a write leaves it alone or asks itself', async () => {
    const fake = fakeFetch({
      [ApiPath.profile]: { body: { code: 200, msg: 'profile' } },
      [ApiPath.socialServicesHome]: { body: answer('posted') },
    });
    vi.stubGlobal('fetch', fake.fetch);
    headStart(early('early'));

    await request({ url: ApiPath.profile, loading: false });
    expect(globalThis.linliHeadStart).toBeDefined();
    const posted = await request({
      url: ApiPath.socialServicesHome,
      method: 'POST',
      data: {},
      loading: false,
    });
    expect(posted).toMatchObject({ msg: 'posted' });
    expect(fake.calls.map((call) => call.init.method)).toEqual(['GET', 'POST']);
  });

  it('asks again when boot’s attempt failed (the network dropped)', async () => {
    const fake = fakeFetch({ [ApiPath.socialServicesHome]: { body: answer('retried') } });
    vi.stubGlobal('fetch', fake.fetch);
    headStart(Promise.reject(new TypeError('Failed to fetch')));

    expect(await request({ url: ApiPath.socialServicesHome, loading: false })).toMatchObject({
      msg: 'retried',
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('gives up on an answer that never comes after the request timeout, and says so', async () => {
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    headStart(new Promise<Response>(() => undefined));

    expect(await request({ url: ApiPath.socialServicesHome, loading: false, timeout: 50 })).toBe(false);
    expect(await screen.findByText('请求超时，请检查网络后重试')).toBeTruthy();
  });
});
