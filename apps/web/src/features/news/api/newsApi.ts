import {
  type AjaxResult,
  ApiPath,
  type Banner,
  fillPath,
  type NewsCategory,
  type NewsCategoryInfo,
  type NewsDetail,
  type NewsSummary,
  type TableResult,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

export const NEWS_PAGE_SIZE = 10;

/** Query keys of the news domain; the server words titles in the request language, so keys carry it. */
export const newsKeys = {
  all: ['news'] as const,
  categories: (language: string) => ['news', 'categories', language] as const,
  list: (category: string, keyword: string, language: string) =>
    ['news', 'list', category, keyword, language] as const,
  detail: (id: number, language: string) => ['news', 'detail', id, language] as const,
};

export const newsApi = {
  categories: () => request<Data<NewsCategoryInfo[]>>({ url: ApiPath.newsCategories, loading: false }),
  banners: () => request<Data<Banner[]>>({ url: ApiPath.newsBanners, loading: false }),
  list: (category: NewsCategory | undefined, keyword: string, pageNum: number) =>
    request<Rows<NewsSummary>>({
      url: ApiPath.newsList,
      query: { category, keyword: keyword || undefined, pageNum, pageSize: NEWS_PAGE_SIZE },
      loading: false,
    }),
  detail: (id: number) =>
    request<Data<NewsDetail>>({ url: fillPath(ApiPath.newsDetail, { id }), loading: false }),
};
