import { z } from 'zod';
import { ErrorCode } from '../common/error-codes.ts';
import type { Language } from '../common/language.ts';
import { pageQuery } from '../common/page-query.ts';
import {
  imageUrlField,
  intBetween,
  keywordField,
  optionalText,
  queryBoolean,
  requiredText,
} from '../social-services/fields.ts';
import { BANNER_LINK_TYPES, type BannerLinkType, isBannerTarget } from './banner-links.ts';

/** News categories of the centre; names in both languages so the server answers in the caller's. */
export const NEWS_CATEGORIES = ['notice', 'activity', 'policy', 'story'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_CATEGORY_NAMES: Record<Language, Record<NewsCategory, string>> = {
  'zh-CN': { notice: '中心公告', activity: '活动报道', policy: '政策解读', story: '服务故事' },
  'en-US': { notice: 'Notices', activity: 'Activities', policy: 'Policies', story: 'Stories' },
};

/** One entry of GET /news/category/list: the code and its name in the caller's language. */
export const newsCategoryInfo = z.object({ code: z.enum(NEWS_CATEGORIES), name: z.string() });
export type NewsCategoryInfo = z.infer<typeof newsCategoryInfo>;

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/**
 * A row of GET /news/list. `title`/`summary`/`author` are in the caller's language when an English text exists (an
 * article with English text but no English summary is summed up from its English text), else Chinese.
 */
export const newsSummary = z.object({
  id: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  author: z.string(),
  top: z.boolean(),
  views: z.number().int().min(0),
  status: z.enum(NEWS_STATUSES),
  publishedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

/**
 * GET /news/:id: `content` is HTML the server has sanitised, in the caller's language when an English text
 * exists; render it as is.
 */
export const newsDetail = newsSummary.extend({
  content: z.string(),
  source: z.string(),
  /** The texts as written in both languages, for the administrators' form. */
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  authorZh: z.string(),
  authorEn: z.string(),
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const NEWS_CONTENT_MAX = 50_000;

export const newsListQuery = pageQuery.extend({
  category: z.enum(NEWS_CATEGORIES).optional(),
  keyword: keywordField,
  /** Administrators may ask for drafts too. */
  status: z.enum(NEWS_STATUSES).optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

/** An optional English text may hold twice its Chinese one (English runs longer); HTML bodies share one cap. */
export const NEWS_TEXT_MAX = { title: 100, summary: 200 } as const;

export const newsBody = z.object({
  category: z.enum(NEWS_CATEGORIES),
  title: requiredText(NEWS_TEXT_MAX.title),
  titleEn: optionalText(NEWS_TEXT_MAX.title * 2),
  summary: optionalText(NEWS_TEXT_MAX.summary),
  summaryEn: optionalText(NEWS_TEXT_MAX.summary * 2),
  cover: imageUrlField.optional(),
  content: requiredText(NEWS_CONTENT_MAX),
  contentEn: optionalText(NEWS_CONTENT_MAX),
  author: optionalText(30),
  authorEn: optionalText(60),
  source: optionalText(60),
  top: z.boolean().optional(),
  status: z.enum(NEWS_STATUSES).optional(),
});
export type NewsBody = z.infer<typeof newsBody>;
export const newsUpdateBody = newsBody.partial();
export type NewsUpdateBody = z.infer<typeof newsUpdateBody>;

/**
 * A picture on the entry page carousel; linkTarget is a news id, a project id or an address. `title` (also the
 * picture's alternative text) is in the caller's language when an English title exists; `titleZh`/`titleEn`
 * are the titles as written, for the administrators' form.
 */
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  image: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  linkTarget: z.string(),
  sort: z.number().int(),
  /** Only enabled banners reach the carousel; administrators see the others in their list. */
  enabled: z.boolean(),
});
export type Banner = z.infer<typeof banner>;

export const BANNER_SORT_MAX = 999;
export const BANNER_TITLE_MAX = 60;
export const BANNER_TARGET_MAX = 500;

export const bannerListQuery = z.object({
  /** Administrators may ask for disabled banners too. */
  all: queryBoolean.optional(),
});
export type BannerListQuery = z.infer<typeof bannerListQuery>;

const bannerFields = z.object({
  title: requiredText(BANNER_TITLE_MAX),
  titleEn: optionalText(BANNER_TITLE_MAX * 2),
  image: imageUrlField,
  linkType: z.enum(BANNER_LINK_TYPES).default('none'),
  linkTarget: z.string().trim().max(BANNER_TARGET_MAX).default(''),
  sort: intBetween(0, BANNER_SORT_MAX).default(0),
  enabled: z.boolean().default(true),
});

const checkTarget = (
  body: { linkType?: BannerLinkType | undefined; linkTarget?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.linkType === undefined || body.linkTarget === undefined) return;
  if (!isBannerTarget(body.linkType, body.linkTarget)) {
    ctx.addIssue({
      code: 'custom',
      message:
        body.linkType !== 'none' && !body.linkTarget ? ErrorCode.FIELD_REQUIRED : ErrorCode.FIELD_INVALID,
      path: ['linkTarget'],
    });
  }
};

/** POST /news/banner. */
export const bannerBody = bannerFields.superRefine(checkTarget);
export type BannerBody = z.infer<typeof bannerBody>;
/** What an in-process caller may pass (defaults filled in by the schema). */
export type BannerInput = z.input<typeof bannerBody>;
/** PUT /news/banner/:id: a changed link type comes with its target (the pair is checked together). */
export const bannerUpdateBody = z
  .object({
    title: requiredText(BANNER_TITLE_MAX).optional(),
    titleEn: optionalText(BANNER_TITLE_MAX * 2),
    image: imageUrlField.optional(),
    linkType: z.enum(BANNER_LINK_TYPES).optional(),
    linkTarget: z.string().trim().max(BANNER_TARGET_MAX).optional(),
    sort: intBetween(0, BANNER_SORT_MAX).optional(),
    enabled: z.boolean().optional(),
  })
  .superRefine(checkTarget);
export type BannerUpdateBody = z.infer<typeof bannerUpdateBody>;
