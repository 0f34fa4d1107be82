import { type ServiceProject, socialServicesRoutes } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const CATEGORIES = socialServicesRoutes.categories.path;
const PROJECTS = socialServicesRoutes.projects.path;

const project = (id: number): Partial<ServiceProject> => ({
  id,
  category: 'elderly_care',
  categoryName: '居家养老',
  title: `项目 ${id}`,
  summary: '简介',
  cover: '',
  remaining: 3,
  capacity: 10,
});

/** 23 projects served 10 per page, like GET /shfw/project/list. */
function stubProjects() {
  const all = Array.from({ length: 23 }, (_, i) => project(i + 1));
  const fake = fakeFetch({
    [CATEGORIES]: { body: { code: 200, msg: 'ok', data: [] } },
    [PROJECTS]: () => ({ body: { code: 200, msg: 'ok', rows: [], total: 0 } }),
  });
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname.endsWith(PROJECTS)) {
      const page = Number(url.searchParams.get('pageNum'));
      const rows = all.slice((page - 1) * 10, page * 10);
      return new Response(JSON.stringify({ code: 200, msg: 'ok', rows, total: all.length }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return fake.fetch(input, init);
  };
  vi.stubGlobal('fetch', fetch);
}

describe('project selection infinite list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads more page by page until there is no more', async () => {
    stubProjects();
    renderApp(paths.socialServicesProjects);
    await screen.findByTestId('project-10');
    expect(screen.queryByTestId('project-11')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('projects-footer-more'));
    });
    await screen.findByTestId('project-20');
    await act(async () => {
      fireEvent.click(screen.getByTestId('projects-footer-more'));
    });
    await screen.findByTestId('project-23');
    await waitFor(() => expect(screen.getByTestId('projects-footer-end').textContent).toBe('没有更多了'));
  });

  it('shows the empty state when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [CATEGORIES]: { body: { code: 200, msg: 'ok', data: [] } },
        [PROJECTS]: { body: { code: 200, msg: 'ok', rows: [], total: 0 } },
      }).fetch,
    );
    renderApp(paths.socialServicesProjects);
    expect((await screen.findByTestId('projects-empty')).textContent).toContain('没有找到相关服务项目');
  });
});
