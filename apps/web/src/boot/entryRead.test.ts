import { ApiPath } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { request } from '../lib/request.ts';
import { clearSession, LIFE_DATA_KEY, restoreLifeData } from '../lib/storage.ts';
import { fakeFetch } from '../test/render.tsx';
import { entryTexts, startEntryRead } from './entryRead.ts';

const home = {
  code: 200,
  msg: 'ok',
  data: { banners: [{ image: '/api/news/asset/banner-care.svg' }, { image: '/api/news/asset/other.svg' }] },
};

/** index.html's meta as build/preload.ts writes it. */
function listEntryRead(): void {
  const meta = document.createElement('meta');
  meta.name = 'linli-entry-read';
  meta.content = `/api${ApiPath.socialServicesHome}`;
  document.head.append(meta);
}

const preloadedPictures = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the entry page read boot starts beside the app code (src/boot/entryRead.ts)', () => {
  beforeEach(() => {
    listEntryRead();
    globalThis.linliHeadStart = undefined;
  });
  afterEach(async () => {
    for (const node of document.head.querySelectorAll('meta[name="linli-entry-read"], link[rel="preload"]')) {
      node.remove();
    }
    globalThis.linliHeadStart = undefined;
    localStorage.removeItem(LIFE_DATA_KEY);
    clearSession();
    restoreLifeData();
    await changeLanguage('zh-CN');
    localStorage.removeItem(LIFE_DATA_KEY);
  });

  it('asks once for a visitor: the app takes the answer, and the first banner is fetched ahead', async () => {
    const fake = fakeFetch({ [ApiPath.socialServicesHome]: { body: home } });
    vi.stubGlobal('fetch', fake.fetch);

    expect(startEntryRead()).toBe('zh-CN');
    const answer = await request({ url: ApiPath.socialServicesHome, loading: false });

    expect(answer).toEqual(home);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.init.headers).toEqual({ language: 'zh-CN' });
    await vi.waitFor(() => expect(preloadedPictures()).toEqual(['/api/news/asset/banner-care.svg']));
  });

  it('asks as the saved account in its saved language, exactly as the app would', async () => {
    localStorage.setItem(LIFE_DATA_KEY, JSON.stringify({ vuex_token: 'tok-9', language: 'en-US' }));
    restoreLifeData();
    await changeLanguage('en-US');
    const fake = fakeFetch({ [ApiPath.socialServicesHome]: { body: home } });
    vi.stubGlobal('fetch', fake.fetch);

    expect(startEntryRead()).toBe('en-US');
    await request({ url: ApiPath.socialServicesHome, loading: false });

    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.init.headers).toEqual({ language: 'en-US', Authorization: 'Bearer tok-9' });
  });

  it('asks nothing when the page lists no read (the development server) and on an unreadable lifeData', () => {
    const fake = fakeFetch({});
    vi.stubGlobal('fetch', fake.fetch);
    localStorage.setItem(LIFE_DATA_KEY, '{not json');
    expect(startEntryRead()).toBe('zh-CN');
    expect(fake.calls).toHaveLength(1);
    document.head.querySelector('meta[name="linli-entry-read"]')?.remove();
    globalThis.linliHeadStart = undefined;
    expect(startEntryRead()).toBe('zh-CN');
    expect(fake.calls).toHaveLength(1);
    expect(globalThis.linliHeadStart).toBeUndefined();
  });

  it('fetches no picture for elder mode, whose home shows no banner', async () => {
    localStorage.setItem(LIFE_DATA_KEY, JSON.stringify({ elder: true }));
    vi.stubGlobal('fetch', fakeFetch({ [ApiPath.socialServicesHome]: { body: home } }).fetch);
    startEntryRead();
    await globalThis.linliHeadStart?.response;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloadedPictures()).toEqual([]);
  });

  it('fetches no picture when the answer is a refusal or has no banner', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [ApiPath.socialServicesHome]: { status: 503, body: home } }).fetch);
    startEntryRead();
    await globalThis.linliHeadStart?.response;
    vi.stubGlobal(
      'fetch',
      fakeFetch({ [ApiPath.socialServicesHome]: { body: { code: 200, msg: 'ok', data: { banners: [] } } } })
        .fetch,
    );
    startEntryRead();
    await globalThis.linliHeadStart?.response;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloadedPictures()).toEqual([]);
  });

  it("picks the language's texts from the build's list", () => {
    const listed = ['en-US=./assets/home-texts-en-US-a.js', 'zh-CN=./assets/home-texts-zh-CN-b.js'];
    expect(entryTexts('zh-CN', listed)).toEqual(['./assets/home-texts-zh-CN-b.js']);
    expect(entryTexts('en-US', listed)).toEqual(['./assets/home-texts-en-US-a.js']);
  });
});
