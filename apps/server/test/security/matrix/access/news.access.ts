import type { AccessTable } from '../types.ts';

const banner = {
  title: '重阳敬老周',
  image: '/api/news/asset/banner-care.svg',
  linkType: 'url',
  linkTarget: 'https://linli.example/elder',
  sort: 1,
};
const article = { category: 'activity', title: '重阳敬老活动', content: '<p>活动举行</p>' };

/** Anyone reads the news; only administrators write it. */
export default [
  { route: 'GET /news/category/list', ok: 'all' },
  { route: 'GET /news/banner/list', ok: 'all' },
  { route: 'POST /news/banner', ok: ['admin'], call: () => ({ body: banner }) },
  { route: 'PUT /news/banner/:id', ok: ['admin'], call: (w) => ({ params: { id: w.banner }, body: banner }) },
  {
    route: 'DELETE /news/banner/:id',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await w.fresh.banner() } }),
  },
  { route: 'GET /news/list', ok: 'all' },
  { route: 'GET /news/:id', ok: 'all', call: (w) => ({ params: { id: w.article } }) },
  { route: 'POST /news', ok: ['admin'], call: () => ({ body: article }) },
  { route: 'PUT /news/:id', ok: ['admin'], call: (w) => ({ params: { id: w.article }, body: article }) },
  {
    route: 'DELETE /news/:id',
    ok: ['admin'],
    call: async (w) => ({ params: { id: await w.fresh.article() } }),
  },
  { route: 'GET /news/asset/:name', ok: 'all', call: () => ({ params: { name: 'banner-care.svg' } }) },
] satisfies AccessTable;
