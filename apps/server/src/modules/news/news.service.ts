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

const isAdmin = (caller: AuthUser | null) => caller?.roles.includes('admin') === true;
const notFound = () => new AppError(ErrorCode.NOT_FOUND);

/** The centre's news: anyone reads published articles; administrators write them. */
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly clock: Clock,
  ) {}

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

  async detail(caller: AuthUser | null, id: number, language: Language): Promise<NewsDetail> {
    const article = await this.news.findById(id);
    if (!article || (article.status !== 'published' && !isAdmin(caller))) throw notFound();
    await this.news.addView(id);
    return {
      ...this.summaryOf({ ...article, views: article.views + 1 }, language),
      // Stored clean; cleaned again on the way out so a stricter policy also covers older rows.
      content: sanitizeHtml(article.content),
      source: article.source,
      titleZh: article.title,
      titleEn: article.titleEn,
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

  /** The carousel for everyone; every banner, disabled ones too, when an administrator asks for all. */
  async banners(caller: AuthUser | null = null, all = false): Promise<Banner[]> {
    return this.news.banners(all && isAdmin(caller));
  }

  async createBanner(caller: AuthUser, body: BannerInput): Promise<{ id: number }> {
    if (!isAdmin(caller)) throw forbidden();
    // Parsed here too, so the demo seed and any other in-process caller meet the same rules as the route.
    const banner = bannerBody.parse(body);
    return { id: await this.news.insertBanner(banner) };
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
      cover: body.cover ?? existing?.cover ?? '',
      content,
      author: body.author ?? existing?.author ?? '',
      source: body.source ?? existing?.source ?? '',
      top: body.top ?? existing?.top ?? false,
      status,
      publishedAt: becomesPublished || !existing ? now : existing.publishedAt,
      updatedAt: now,
    };
  }

  private summaryOf(article: ArticleRecord, language: Language): NewsSummary {
    return {
      id: article.id,
      category: article.category,
      categoryName: NEWS_CATEGORY_NAMES[language][article.category],
      title: language === 'en-US' && article.titleEn ? article.titleEn : article.title,
      summary: article.summary,
      cover: article.cover,
      author: article.author,
      top: article.top,
      views: article.views,
      status: article.status,
      publishedAt: article.publishedAt,
    };
  }
}
