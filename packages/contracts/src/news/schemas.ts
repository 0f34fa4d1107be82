import { z } from 'zod';
import { pageQuery } from '../common/envelope.ts';
import type { Language } from '../common/language.ts';
import { imageUrlField, keywordField, optionalText, requiredText } from '../social-services/fields.ts';

/** News categories of the centre; names in both languages so the server answers in the caller's. */
export const NEWS_CATEGORIES = ['notice', 'activity', 'policy', 'story'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_CATEGORY_NAMES: Record<Language, Record<NewsCategory, string>> = {
  'zh-CN': { notice: '中心公告', activity: '活动报道', policy: '政策解读', story: '服务故事' },
  'en-US': { notice: 'Notices', activity: 'Activities', policy: 'Policies', story: 'Stories' },
};

export interface NewsCategoryInfo {
  code: NewsCategory;
  name: string;
}

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** A row of GET /news/list. `title`/`summary` are in the caller's language when an English text exists. */
export interface NewsSummary {
  id: number;
  category: NewsCategory;
  categoryName: string;
  title: string;
  summary: string;
  cover: string;
  author: string;
  top: boolean;
  views: number;
  status: NewsStatus;
  publishedAt: string;
}

/** GET /news/:id: `content` is HTML the server has sanitised; render it as is. */
export interface NewsDetail extends NewsSummary {
  content: string;
  source: string;
  titleZh: string;
  titleEn: string;
}

export const NEWS_CONTENT_MAX = 50_000;

export const newsListQuery = pageQuery.extend({
  category: z.enum(NEWS_CATEGORIES).optional(),
  keyword: keywordField,
  /** Administrators may ask for drafts too. */
  status: z.enum(NEWS_STATUSES).optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const newsBody = z.object({
  category: z.enum(NEWS_CATEGORIES),
  title: requiredText(100),
  titleEn: optionalText(200),
  summary: optionalText(200),
  cover: imageUrlField.optional(),
  content: requiredText(NEWS_CONTENT_MAX),
  author: optionalText(30),
  source: optionalText(60),
  top: z.boolean().optional(),
  status: z.enum(NEWS_STATUSES).optional(),
});
export type NewsBody = z.infer<typeof newsBody>;
export const newsUpdateBody = newsBody.partial();
export type NewsUpdateBody = z.infer<typeof newsUpdateBody>;

export const BANNER_LINK_TYPES = ['none', 'news', 'project', 'url'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** A picture on the entry page carousel; linkTarget is a news id, a project id or an address. */
export interface Banner {
  id: number;
  title: string;
  image: string;
  linkType: BannerLinkType;
  linkTarget: string;
  sort: number;
}
