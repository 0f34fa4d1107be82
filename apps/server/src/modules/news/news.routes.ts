import {
  ApiPath,
  bannerBody,
  bannerListQuery,
  bannerUpdateBody,
  newsBody,
  newsListQuery,
  newsUpdateBody,
  numericIdParams,
} from '@linli/contracts';
import { z } from 'zod';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { NewsService } from './news.service.ts';

const TAG = 'news';

export function registerNewsRoutes(router: ApiRouter, news: NewsService): void {
  router.route(
    { method: 'GET', path: ApiPath.newsCategories, summary: 'News categories', tag: TAG, access: 'public' },
    ({ request }) => ({ data: news.categories(request.language) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.newsBanners,
      summary: 'Entry-page banners (administrators: `all=true` adds disabled ones)',
      tag: TAG,
      access: 'public',
      query: bannerListQuery,
    },
    async ({ user, query }) => ({ data: await news.banners(user, query.all === true) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.newsBannerCreate,
      summary: 'Add a banner',
      tag: TAG,
      access: ['admin'],
      body: bannerBody,
    },
    async ({ user, body }) => ({ data: await news.createBanner(user, body) }),
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.newsBanner,
      summary: 'Edit a banner',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
      body: bannerUpdateBody,
    },
    async ({ user, params, body }) => {
      await news.updateBanner(user, params.id, body);
    },
  );

  router.route(
    {
      method: 'DELETE',
      path: ApiPath.newsBanner,
      summary: 'Delete a banner',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await news.removeBanner(user, params.id);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.newsList,
      summary: 'News list (category, keyword, paging)',
      tag: TAG,
      access: 'public',
      query: newsListQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await news.list(user, query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.newsDetail,
      summary: 'News article with sanitised rich text',
      tag: TAG,
      access: 'public',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({ data: await news.detail(user, params.id, request.language) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.newsCreate,
      summary: 'Publish news',
      tag: TAG,
      access: ['admin'],
      body: newsBody,
    },
    async ({ user, body }) => ({ data: await news.create(user, body) }),
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.newsDetail,
      summary: 'Edit news',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
      body: newsUpdateBody,
    },
    async ({ user, params, body }) => {
      await news.update(user, params.id, body);
    },
  );

  router.route(
    {
      method: 'DELETE',
      path: ApiPath.newsDetail,
      summary: 'Delete news',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await news.remove(user, params.id);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.newsAsset,
      summary: 'A picture shipped with the demo data',
      tag: TAG,
      access: 'public',
      params: z.object({ name: z.string().max(80) }),
    },
    ({ params, reply }) => {
      const asset = news.asset(params.name);
      return reply
        .type(asset.type)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(asset.content);
    },
  );
}
