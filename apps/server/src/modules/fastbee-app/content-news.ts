import {
  fastbeeApp,
  type Language,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_NAMES,
  type NewsCategory,
  type NewsSummary,
  type RouteData,
  type RouteResponse,
  type RouteRow,
} from '@linli/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/request-context.ts';
import type { NewsService } from '../news/index.ts';
import { appHtml, appPicture, appTime } from './shapes.ts';

const { appNewsCategoryId, appNewsCategoryOf, contentRoutes } = fastbeeApp;
type NewsRow = RouteRow<typeof contentRoutes.newsList>;
type NoticeRow = RouteRow<typeof contentRoutes.noticeList>;
type NewsListQuery = z.output<typeof fastbeeApp.appNewsListQuery>;

/** Articles per category on the news tab (trend.vue shows each block whole; "查看更多" pages the rest). */
export const TOP_ARTICLES_PER_CATEGORY = 3;

/** FastBee's notices are Linli's news of this category (docs/fastbee-app.md "News and notices"). */
const NOTICE_CATEGORY: NewsCategory = 'notice';
/** RuoYi's 公告 (announcement): what a centre notice is. */
const ANNOUNCEMENT = '2';

function newsRow(article: NewsSummary): NewsRow {
  return {
    newsId: article.id,
    title: article.title,
    imgUrl: appPicture(article.cover),
    author: article.author,
    categoryId: appNewsCategoryId(article.category),
    categoryName: article.categoryName,
    isTop: article.top ? 1 : 0,
    status: article.status === 'published' ? 1 : 0,
    remark: article.summary,
    createTime: appTime(article.publishedAt),
  };
}

/** News and notices answered from Linli's news service: what /api shows this caller, and only that. */
export class AppNews {
  constructor(private readonly news: NewsService) {}

  /**
   * FastBee's carousel is made of articles: Linli's banners that open an article. A banner linking
   * elsewhere (a project, an address) has no article for the app to open, so the app does not get it.
   */
  async banners(language: Language): Promise<RouteData<typeof contentRoutes.newsBanners>> {
    const banners = await this.news.banners(language);
    return banners.flatMap((b) =>
      b.linkType === 'news'
        ? [{ newsId: Number(b.linkTarget), title: b.title, imgUrl: appPicture(b.image) }]
        : [],
    );
  }

  /** Each category with its newest published articles, pinned first; a category with none is left out. */
  async top(caller: AuthUser | null, language: Language): Promise<RouteData<typeof contentRoutes.newsTop>> {
    const blocks = await Promise.all(
      NEWS_CATEGORIES.map(async (category) => {
        const { rows } = await this.news.list(
          caller,
          { pageNum: 1, pageSize: TOP_ARTICLES_PER_CATEGORY, category, status: 'published' },
          language,
        );
        return {
          categoryId: appNewsCategoryId(category),
          categoryName: NEWS_CATEGORY_NAMES[language][category],
          newsList: rows.map(newsRow),
        };
      }),
    );
    return blocks.filter((block) => block.newsList.length > 0);
  }

  /**
   * A page of one category. The app asks for `status=1` (published); FastBee's 0 (drafts) is passed on as
   * /api's `draft`, which only an administrator gets (NewsService.list). A categoryId no category has
   * lists nothing, as FastBee does.
   */
  async list(
    caller: AuthUser | null,
    query: NewsListQuery,
    language: Language,
  ): Promise<RouteResponse<typeof contentRoutes.newsList>> {
    const category = query.categoryId === undefined ? undefined : appNewsCategoryOf(query.categoryId);
    if (query.categoryId !== undefined && !category) return { rows: [], total: 0 };
    const status = query.status === undefined ? undefined : query.status === 1 ? 'published' : 'draft';
    const { rows, total } = await this.news.list(
      caller,
      { pageNum: query.pageNum, pageSize: query.pageSize, category, status },
      language,
    );
    return { rows: rows.map(newsRow), total };
  }

  async detail(
    caller: AuthUser | null,
    id: number,
    language: Language,
  ): Promise<RouteData<typeof contentRoutes.newsDetail>> {
    const article = await this.news.detail(caller, id, language);
    return { ...newsRow(article), content: appHtml(article.content) };
  }

  /** The centre's notices: its published news of the category 'notice', newest first. */
  async notices(
    caller: AuthUser | null,
    page: { pageNum: number; pageSize: number },
    language: Language,
  ): Promise<RouteResponse<typeof contentRoutes.noticeList>> {
    const { rows, total } = await this.news.list(
      caller,
      { ...page, category: NOTICE_CATEGORY, status: 'published' },
      language,
    );
    return { rows: rows.map(noticeRow), total };
  }

  /** A notice: an article of the category 'notice' this caller may read (a draft only an administrator). */
  async notice(
    caller: AuthUser | null,
    id: number,
    language: Language,
  ): Promise<RouteData<typeof contentRoutes.noticeDetail>> {
    const article = await this.news.detail(caller, id, language, NOTICE_CATEGORY);
    return {
      ...noticeRow(article),
      noticeContent: appHtml(article.content),
      imgUrl: appPicture(article.cover),
    };
  }
}

function noticeRow(article: NewsSummary): NoticeRow {
  return {
    noticeId: article.id,
    noticeTitle: article.title,
    noticeType: ANNOUNCEMENT,
    status: '0',
    createBy: article.author,
    createTime: appTime(article.publishedAt),
  };
}
