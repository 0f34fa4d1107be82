import type { HomeSummary } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { setToken } from '../../../lib/storage.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const MODAL_ZH = '这个功能需要登录，是否去登录？';
const SUMMARY: HomeSummary = {
  banners: [],
  categories: [],
  featuredProjects: [],
  latestNews: [],
  myApplications: null,
};
const HOME = { '/shfw/home': { body: { code: 200, msg: '操作成功', data: SUMMARY } } };

async function openTab(testId: string) {
  const tab = await screen.findByTestId(testId);
  await act(async () => {
    fireEvent.click(tab);
  });
}

describe('tabs that need an account (docs/product.md "Screens and routes")', () => {
  // Home reads the centre's summary (GET /shfw/home); answer it here instead of reaching for a server.
  beforeEach(() => {
    vi.stubGlobal('fetch', fakeFetch(HOME).fetch);
  });

  it.each(['tab-scene', 'tab-dynamic'])(
    'a visitor tapping %s gets the login question and stays',
    async (tab) => {
      const { router } = renderApp(paths.home);
      await openTab(tab);
      expect(await screen.findByText(MODAL_ZH)).toBeTruthy();
      expect(router.state.location.pathname).toBe(paths.home);
      await act(async () => {
        fireEvent.click(screen.getByText('取消'));
      });
      await waitFor(() => expect(screen.queryByText(MODAL_ZH)).toBeNull());
      expect(router.state.location.pathname).toBe(paths.home);
    },
  );

  it('confirm goes to the waiting-login page', async () => {
    const { router } = renderApp(paths.home);
    await openTab('tab-scene');
    const ok = await screen.findByText('确定');
    await act(async () => {
      fireEvent.click(ok);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.waitLogin));
  });

  it('asks in English too', async () => {
    await changeLanguage('en-US');
    renderApp(paths.home);
    await openTab('tab-dynamic');
    expect(await screen.findByText('This function requires login, go to login?')).toBeTruthy();
  });

  it('with a token the tab opens without a question', async () => {
    setToken('tok-1');
    vi.stubGlobal('fetch', fakeFetch(HOME).fetch);
    const { router } = renderApp(paths.home);
    await openTab('tab-scene');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.tabScene));
    expect(screen.queryByText(MODAL_ZH)).toBeNull();
  });

  it('Home and Me stay open to visitors', async () => {
    const { router } = renderApp(paths.home);
    await openTab('tab-me');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.tabUser));
    expect(await screen.findByText('未登录')).toBeTruthy();
    expect(screen.queryByText(MODAL_ZH)).toBeNull();
  });
});
