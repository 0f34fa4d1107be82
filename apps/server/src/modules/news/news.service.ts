import fs from 'node:fs';
import path from 'node:path';
import {
  type Banner,
  type BannerInput,
  type BannerUpdateBody,
  bannerBody,
  ErrorCode,
  isBannerTarget,
  type Language,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_NAMES,
  type NewsBody,
  type NewsCategory,
  type NewsCategoryInfo,
  type NewsDetail,
  type NewsListQuery,
  type NewsSummary,
  type NewsUpdateBody,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { serverPath } from '../../platform/server-root.ts';
import type { ArticleRecord, ArticleValues, NewsRepository } from './news.repository.ts';
import { sanitizeHtml, textOf } from './sanitize.ts';

const SUMMARY_MAX = 120;
const ASSETS_DIR = serverPath('src/modules/news/demo-assets');
const ASSET_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

const english = (language: Language) => language === 'en-US';
const isAdmin = (caller: AuthUser | null) => caller?.roles.includes('admin') === true;
const notFound = () => new AppError(ErrorCode.NOT_FOUND);

/** The centre's news: anyone reads published articles; administrators write them. */
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly clock: Clock,
  ) {}

  /** The same service on another clock: the demo publishes its articles on the days they tell of (demo.ts). */
  onClock(past: Clock): NewsService {
    return new NewsService(this.news, past);
  }

  categories(language: Language): NewsCategoryInfo[] {
    return NEWS_CATEGORIES.map((code) => ({ code, name: NEWS_CATEGORY_NAMES[language][code] }));
  }

  async list(caller: AuthUser | null, query: NewsListQuery, language: Language) {
    const status = isAdmin(caller) ? query.status : 'published';
    const { rows, total } = await this.news.list({
      category: query.category,
      keyword: query.keyword || undefined,
      status,
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { rows: rows.map((r) => this.summaryOf(r, language)), total };
  }

  /** The newest published articles, for the entry page. */
  async latest(count: number, language: Language): Promise<NewsSummary[]> {
    const { rows } = await this.news.list({ status: 'published', offset: 0, limit: count });
    return rows.map((r) => this.summaryOf(r, language));
  }

  /**
   * An article the caller may read. `category`, when given, must be the article's (the FastBee app's
   * notices are the articles of one category, modules/fastbee-app/content-news.ts); another is not found
   * and, like any refusal, not counted as a view.
   */
  async detail(
    caller: AuthUser | null,
    id: number,
    language: Language,
    category?: NewsCategory,
  ): Promise<NewsDetail> {
    const article = await this.news.findById(id);
    if (!article || (article.status !== 'published' && !isAdmin(caller))) throw notFound();
    if (category !== undefined && article.category !== category) throw notFound();
    await this.news.addView(id);
    // Stored clean; cleaned again on the way out so a stricter policy also covers older rows.
    const contentZh = sanitizeHtml(article.content);
    const contentEn = article.contentEn ? sanitizeHtml(article.contentEn) : '';
    return {
      ...this.summaryOf({ ...article, views: article.views + 1 }, language),
      content: english(language) && contentEn ? contentEn : contentZh,
      source: article.source,
      titleZh: article.title,
      titleEn: article.titleEn,
      summaryZh: article.summary,
      summaryEn: article.summaryEn,
      contentZh,
      contentEn,
      authorZh: article.author,
      authorEn: article.authorEn,
    };
  }

  async create(caller: AuthUser, body: NewsBody): Promise<{ id: number }> {
    if (!isAdmin(caller)) throw forbidden();
    const now = this.clock.now().toISOString();
    const saved = await this.news.insert(this.valuesOf(body, undefined, now), caller.userId);
    return { id: saved.id };
  }

  async update(caller: AuthUser, id: number, body: NewsUpdateBody): Promise<void> {
    if (!isAdmin(caller)) throw forbidden();
    const existing = await this.news.findById(id);
    if (!existing) throw notFound();
    await this.news.update(id, this.valuesOf(body, existing, this.clock.now().toISOString()));
  }

  async remove(caller: AuthUser, id: number): Promise<void> {
    if (!isAdmin(caller)) throw forbidden();
    if (!(await this.news.findById(id))) throw notFound();
    await this.news.delete(id);
  }

  /**
   * The carousel for everyone, titles in the caller's language; every banner, disabled ones too, when an
   * administrator asks for all.
   */
  async banners(language: Language, caller: AuthUser | null = null, all = false): Promise<Banner[]> {
    const rows = await this.news.banners(all && isAdmin(caller));
    return rows.map((b) => ({
      ...b,
      title: english(language) && b.titleEn ? b.titleEn : b.title,
      titleZh: b.title,
    }));
  }

  async createBanner(caller: AuthUser, body: BannerInput): Promise<{ id: number }> {
    if (!isAdmin(caller)) throw forbidden();
    // Parsed here too, so the demo seed and any other in-process caller meet the same rules as the route.
    const banner = bannerBody.parse(body);
    return { id: await this.news.insertBanner({ ...banner, titleEn: banner.titleEn ?? '' }) };
  }

  async updateBanner(caller: AuthUser, id: number, body: BannerUpdateBody): Promise<void> {
    if (!isAdmin(caller)) throw forbidden();
    const existing = await this.news.findBanner(id);
    if (!existing) throw notFound();
    // A new type with the old target (or the other way round) must still make sense together.
    const linkType = body.linkType ?? existing.linkType;
    const linkTarget = body.linkTarget ?? (body.linkType === 'none' ? '' : existing.linkTarget);
    if (!isBannerTarget(linkType, linkTarget)) {
      throw new AppError(linkTarget ? ErrorCode.FIELD_INVALID : ErrorCode.FIELD_REQUIRED, {
        field: 'linkTarget',
      });
    }
    await this.news.updateBanner(id, { ...body, linkType, linkTarget });
  }

  async removeBanner(caller: AuthUser, id: number): Promise<void> {
    if (!isAdmin(caller)) throw forbidden();
    if (!(await this.news.findBanner(id))) throw notFound();
    await this.news.deleteBanner(id);
  }

  /**
   * For the demo seed: gives its own articles (found by Chinese title) and banners the English texts they
   * lack, so a centre that upgraded from a release without English columns reads the demo in English too.
   */
  async fillDemoEnglish(
    caller: AuthUser,
    articles: ReadonlyArray<NewsBody>,
    banners: ReadonlyArray<{ title: string; titleEn?: string | undefined }>,
  ): Promise<void> {
    if (!isAdmin(caller)) throw forbidden();
    for (const body of articles) {
      const article = await this.news.findByTitle(body.title);
      if (!article) continue;
      await this.news.fillEmptyEnglish(article.id, {
        titleEn: body.titleEn ?? '',
        summaryEn: body.summaryEn ?? '',
        contentEn: body.contentEn ? sanitizeHtml(body.contentEn) : '',
        authorEn: body.authorEn ?? '',
      });
    }
    for (const banner of banners) {
      if (banner.titleEn) await this.news.fillEmptyBannerTitle(banner.title, banner.titleEn);
    }
  }

  /** For the demo seed: whether anything was ever published or put on the carousel. */
  async contentCounts(): Promise<{ articles: number; banners: number }> {
    return { articles: await this.news.count(), banners: await this.news.bannerCount() };
  }

  /** A picture shipped with the demo data, by file name only (no paths). */
  asset(name: string): { type: string; content: Buffer } {
    const type = ASSET_TYPES[path.extname(name)];
    if (!type || !/^[\w-]+\.\w+$/.test(name)) throw notFound();
    const file = path.join(ASSETS_DIR, name);
    if (!fs.existsSync(file)) throw notFound();
    return { type, content: fs.readFileSync(file) };
  }

  private valuesOf(body: NewsUpdateBody, existing: ArticleRecord | undefined, now: string): ArticleValues {
    const content = body.content === undefined ? (existing?.content ?? '') : sanitizeHtml(body.content);
    if (!content) throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'content' });
    const status = body.status ?? existing?.status ?? 'published';
    const becomesPublished = status === 'published' && existing?.status !== 'published';
    return {
      category: body.category ?? existing?.category ?? 'notice',
      title: body.title ?? existing?.title ?? '',
      titleEn: body.titleEn ?? existing?.titleEn ?? '',
      summary: body.summary || existing?.summary || textOf(content, SUMMARY_MAX),
      // English may be cleared: an empty text is answered in Chinese.
      summaryEn: body.summaryEn ?? existing?.summaryEn ?? '',
      cover: body.cover ?? existing?.cover ?? '',
      content,
      contentEn: body.contentEn === undefined ? (existing?.contentEn ?? '') : sanitizeHtml(body.contentEn),
      author: body.author ?? existing?.author ?? '',
      authorEn: body.authorEn ?? existing?.authorEn ?? '',
      source: body.source ?? existing?.source ?? '',
      top: body.top ?? existing?.top ?? false,
      status,
      publishedAt: becomesPublished || !existing ? now : existing.publishedAt,
      updatedAt: now,
    };
  }

  /**
   * The row in the caller's language: an English reader gets the English summary, else the start of the
   * English text, and only then the Chinese summary.
   */
  private summaryOf(article: ArticleRecord, language: Language): NewsSummary {
    const englishSummary =
      article.summaryEn || (article.contentEn ? textOf(article.contentEn, SUMMARY_MAX) : '');
    return {
      id: article.id,
      category: article.category,
      categoryName: NEWS_CATEGORY_NAMES[language][article.category],
      title: english(language) && article.titleEn ? article.titleEn : article.title,
      summary: english(language) && englishSummary ? englishSummary : article.summary,
      cover: article.cover,
      author: english(language) && article.authorEn ? article.authorEn : article.author,
      top: article.top,
      views: article.views,
      status: article.status,
      publishedAt: article.publishedAt,
    };
  }
}
