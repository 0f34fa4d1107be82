import { z } from 'zod';
import { binaryBody, defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { newsPaths } from './paths.ts';
import {
  banner,
  bannerBody,
  bannerListQuery,
  bannerUpdateBody,
  newsBody,
  newsCategoryInfo,
  newsDetail,
  newsListQuery,
  newsSummary,
  newsUpdateBody,
} from './schemas.ts';

const tag = 'news';
const created = withData(z.object({ id: z.number().int() }));

/**
 * The centre's news and the entry-page banners: anyone reads what is published, administrators write.
 */
export const newsRoutes = {
  categories: defineRoute({
    method: 'GET',
    path: newsPaths.newsCategories,
    summary: 'News categories',
    tag,
    access: 'public',
    response: withData(z.array(newsCategoryInfo)),
  }),
  banners: defineRoute({
    method: 'GET',
    path: newsPaths.newsBanners,
    summary: 'Entry-page banners (administrators: `all=true` adds disabled ones)',
    tag,
    access: 'public',
    query: bannerListQuery,
    response: withData(z.array(banner)),
  }),
  createBanner: defineRoute({
    method: 'POST',
    path: newsPaths.newsBannerCreate,
    summary: 'Add a banner',
    tag,
    access: ['admin'],
    body: bannerBody,
    response: created,
  }),
  updateBanner: defineRoute({
    method: 'PUT',
    path: newsPaths.newsBanner,
    summary: 'Edit a banner',
    tag,
    access: ['admin'],
    params: idParams,
    body: bannerUpdateBody,
    response: noData,
  }),
  removeBanner: defineRoute({
    method: 'DELETE',
    path: newsPaths.newsBanner,
    summary: 'Delete a banner',
    tag,
    access: ['admin'],
    params: idParams,
    response: noData,
  }),
  list: defineRoute({
    method: 'GET',
    path: newsPaths.newsList,
    summary: 'News list (category, keyword, paging)',
    tag,
    access: 'public',
    query: newsListQuery,
    response: tableOf(newsSummary),
  }),
  get: defineRoute({
    method: 'GET',
    path: newsPaths.newsDetail,
    summary: 'News article with sanitised rich text',
    tag,
    access: 'public',
    params: idParams,
    response: withData(newsDetail),
  }),
  create: defineRoute({
    method: 'POST',
    path: newsPaths.newsCreate,
    summary: 'Publish news',
    tag,
    access: ['admin'],
    body: newsBody,
    response: created,
  }),
  update: defineRoute({
    method: 'PUT',
    path: newsPaths.newsDetail,
    summary: 'Edit news',
    tag,
    access: ['admin'],
    params: idParams,
    body: newsUpdateBody,
    response: noData,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: newsPaths.newsDetail,
    summary: 'Delete news',
    tag,
    access: ['admin'],
    params: idParams,
    response: noData,
  }),
  /** A picture shipped with the demo data: the file itself, no envelope. */
  asset: defineRoute({
    method: 'GET',
    path: newsPaths.newsAsset,
    summary: 'A picture shipped with the demo data',
    tag,
    access: 'public',
    params: z.object({ name: z.string().max(80) }),
    response: binaryBody,
    bare: { mediaType: 'image/*' },
  }),
};
