import { ApiPath, c4Grounds, PSYCHIATRIST, SEED_ELDERLY_TEMPLATE } from '@linli/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, withQueryClient } from '../../../test/render.tsx';
import { draftKey, readDraft } from '../draftStore.ts';
import { draftRecord } from '../fixtures.test-helpers.ts';
import { SAVE_DEBOUNCE_MS, useDraft } from './useDraft.ts';

const RECORD_PATH = ApiPath.assessmentRecord.replace(':id', '7');
const OTHER_DISORDER = SEED_ELDERLY_TEMPLATE.basicInfo
  .flatMap((p) => p.items)
  .flatMap((i) => (i.id === 'A.4.1' ? (i.options ?? []) : []))
  .map((o) => o.textZh)
  .find((text) => text.includes('F04')) as string;

/** The server answers PUTs with `ok`, or the connection is gone (fetch rejects). */
function stubServer(online: { value: boolean }) {
  const fake = fakeFetch({
    [RECORD_PATH]: (init) => ({ body: { code: 200, msg: 'ok', data: JSON.parse(String(init.body)) } }),
  });
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    if (!online.value) throw new TypeError('Failed to fetch');
    return fake.fetch(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls: fake.calls };
}

const sentAnswers = (calls: Array<{ init: RequestInit }>) =>
  calls.filter((c) => c.init.method === 'PUT').map((c) => JSON.parse(String(c.init.body)).answers);

describe('drafts save as you go and survive a reload or a lost connection', () => {
  afterEach(() => vi.useRealTimers());

  it('an answer is kept on the phone at once and sent after the debounce', async () => {
    vi.useFakeTimers();
    const server = stubServer({ value: true });
    const { result } = renderHook(() => useDraft(draftRecord()), { wrapper: withQueryClient() });
    act(() => result.current.setAnswer('B.1.1', 4));
    expect(readDraft(7)).toMatchObject({ dirty: true, input: { answers: { 'B.1.1': 4 } } });
    expect(result.current.status).toBe('unsaved');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(sentAnswers(server.calls)).toEqual([{ 'B.1.1': 4 }]);
    expect(readDraft(7)?.dirty).toBe(false);
  });

  it('offline: the unsent answers are restored on the next open and sent then', async () => {
    const online = { value: false };
    const server = stubServer(online);
    const first = renderHook(() => useDraft(draftRecord()), { wrapper: withQueryClient() });
    act(() => {
      first.result.current.setAnswer('B.1.1', 3);
      first.result.current.setAnswer('B.1.2', 2);
    });
    await act(() => first.result.current.sync());
    expect(first.result.current.status).toBe('offline');
    first.unmount();

    // A reload: the server's record does not have the answers, the phone's copy does.
    online.value = true;
    const second = renderHook(() => useDraft(draftRecord({ answers: {} })), { wrapper: withQueryClient() });
    expect(second.result.current.restored).toBe(true);
    expect(second.result.current.input.answers).toEqual({ 'B.1.1': 3, 'B.1.2': 2 });
    await waitFor(() => expect(second.result.current.status).toBe('saved'));
    expect(sentAnswers(server.calls).at(-1)).toEqual({ 'B.1.1': 3, 'B.1.2': 2 });
  });

  it('Appendix A answers are kept and sent like the answers, and survive a reload offline', async () => {
    const online = { value: false };
    const server = stubServer(online);
    const first = renderHook(() => useDraft(draftRecord()), { wrapper: withQueryClient() });
    act(() => {
      first.result.current.setBasicInfo('A.2.1', '陈秀英');
      first.result.current.setBasicInfo('A.2.14.1', '发生过2次');
      first.result.current.setBasicInfo('A.2.14.2', '发生过1次');
    });
    expect(readDraft(7)?.input.basicInfo).toMatchObject({ 'A.2.1': '陈秀英' });
    await act(() => first.result.current.sync());
    first.unmount();

    online.value = true;
    const second = renderHook(() => useDraft(draftRecord()), { wrapper: withQueryClient() });
    expect(second.result.current.input.basicInfo).toEqual({
      'A.2.1': '陈秀英',
      'A.2.14.1': '发生过2次',
      'A.2.14.2': '发生过1次',
    });
    await waitFor(() => expect(second.result.current.status).toBe('saved'));
    const put = server.calls.filter((c) => c.init.method === 'PUT').at(-1);
    expect(JSON.parse(String(put?.init.body))).toMatchObject({
      basicInfo: { 'A.2.1': '陈秀英' },
      riskEvents30d: 3,
    });
  });

  it('a save carries only the C.4 grounds its Appendix A gives, never others', async () => {
    const server = stubServer({ value: true });
    // A record saved before the grounds followed Appendix A: coma and 5 events, while A says neither.
    const legacy = draftRecord({
      coma: true,
      riskEvents30d: 5,
      basicInfo: { 'A.5.11': '无', 'A.2.14.1': '无' },
    });
    const { result } = renderHook(() => useDraft(legacy), { wrapper: withQueryClient() });
    act(() => {
      result.current.setBasicInfo('A.4.1', [OTHER_DISORDER]);
      result.current.setBasicInfo('A.4.1.diagnosedby', '其他医生');
    });
    await act(() => result.current.sync());
    const body = () =>
      JSON.parse(String(server.calls.filter((c) => c.init.method === 'PUT').at(-1)?.init.body));
    // Another doctor's F04–F99 diagnosis is no ground (GB/T 42195 C.4); what is sent is what A gives.
    expect(body()).toMatchObject({ coma: false, dementiaOrMentalDisorder: false, riskEvents30d: 0 });
    expect(body()).toMatchObject(c4Grounds(body().basicInfo));

    act(() => result.current.setBasicInfo('A.4.1.diagnosedby', PSYCHIATRIST));
    await act(() => result.current.sync());
    expect(body()).toMatchObject({ dementiaOrMentalDisorder: true });

    // Unticking the disorder takes who diagnosed it along (a detail its item no longer opens).
    act(() => result.current.setBasicInfo('A.4.1', undefined));
    expect(result.current.input.basicInfo).toEqual({ 'A.5.11': '无', 'A.2.14.1': '无' });
    await act(() => result.current.sync());
    expect(body()).toMatchObject({ dementiaOrMentalDisorder: false });
  });

  it('a clean local copy gives way to the server record', () => {
    stubServer({ value: true });
    localStorage.setItem(
      draftKey(7),
      JSON.stringify({ input: { answers: { 'B.1.1': 0 } }, dirty: false, savedAt: '' }),
    );
    const { result } = renderHook(() => useDraft(draftRecord({ answers: { 'B.1.1': 4 } })), {
      wrapper: withQueryClient(),
    });
    expect(result.current.restored).toBe(false);
    expect(result.current.input.answers).toEqual({ 'B.1.1': 4 });
  });
});
