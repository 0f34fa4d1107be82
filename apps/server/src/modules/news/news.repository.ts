import type { BannerLinkType, NewsCategory, NewsStatus } from '@linli/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewsArticlesTable, NewsBannersTable } from './tables.ts';

export interface ArticleRecord {
  id: number;
  category: NewsCategory;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  cover: string;
  content: string;
  contentEn: string;
  author: string;
  authorEn: string;
  source: string;
  top: boolean;
  views: number;
  status: NewsStatus;
  publishedAt: string;
  updatedAt: string;
}

/** What a write sets: everything but the id and the view count. */
export type ArticleValues = Omit<ArticleRecord, 'id' | 'views'>;

/** The English texts of an article: what the demo seed fills where a centre left them empty. */
export type ArticleEnglish = Pick<ArticleRecord, 'titleEn' | 'summaryEn' | 'contentEn' | 'authorEn'>;

export interface ArticleFilter {
  category?: NewsCategory | undefined;
  keyword?: string | undefined;
  status?: NewsStatus | undefined;
  offset: number;
  limit: number;
}

export interface BannerRecord {
  id: number;
  title: string;
  titleEn: string;
  image: string;
  linkType: BannerLinkType;
  linkTarget: string;
  sort: number;
  enabled: boolean;
}

export type BannerValues = Omit<BannerRecord, 'id'>;

function toBanner(r: Selectable<NewsBannersTable>): BannerRecord {
  return {
    id: r.id,
    title: r.title,
    titleEn: r.title_en,
    image: r.image,
    linkType: r.link_type as BannerLinkType,
    linkTarget: r.link_target,
    sort: r.sort,
    enabled: r.enabled === 1,
  };
}

function bannerRow(banner: Partial<BannerValues>) {
  return {
    ...(banner.title !== undefined ? { title: banner.title } : {}),
    ...(banner.titleEn !== undefined ? { title_en: banner.titleEn } : {}),
    ...(banner.image !== undefined ? { image: banner.image } : {}),
    ...(banner.linkType !== undefined ? { link_type: banner.linkType } : {}),
    ...(banner.linkTarget !== undefined ? { link_target: banner.linkTarget } : {}),
    ...(banner.sort !== undefined ? { sort: banner.sort } : {}),
    ...(banner.enabled !== undefined ? { enabled: banner.enabled ? 1 : 0 } : {}),
  };
}

function toRecord(row: Selectable<NewsArticlesTable>): ArticleRecord {
  return {
    id: row.id,
    category: row.category as NewsCategory,
    title: row.title,
    titleEn: row.title_en,
    summary: row.summary,
    summaryEn: row.summary_en,
    cover: row.cover,
    content: row.content,
    contentEn: row.content_en,
    author: row.author,
    authorEn: row.author_en,
    source: row.source,
    top: row.top === 1,
    views: row.views,
    status: row.status as NewsStatus,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

function toRow(values: ArticleValues, createdBy: number | null) {
  return {
    category: values.category,
    title: values.title,
    title_en: values.titleEn,
    summary: values.summary,
    summary_en: values.summaryEn,
    cover: values.cover,
    content: values.content,
    content_en: values.contentEn,
    author: values.author,
    author_en: values.authorEn,
    source: values.source,
    top: values.top ? 1 : 0,
    status: values.status,
    published_at: values.publishedAt,
    updated_at: values.updatedAt,
    created_by: createdBy,
  };
}

/** `%`, `_` and `\` in a keyword are searched for literally. */
function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class NewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(filter: ArticleFilter): Promise<{ rows: ArticleRecord[]; total: number }> {
    let query = this.db.selectFrom('news_articles');
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.keyword) {
      const pattern = likePattern(filter.keyword);
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(title_en)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(summary)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('top', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute();
    return { rows: rows.map(toRecord), total: Number(count.n) };
  }

  async findById(id: number): Promise<ArticleRecord | undefined> {
    const row = await this.db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async findByTitle(title: string): Promise<ArticleRecord | undefined> {
    const row = await this.db
      .selectFrom('news_articles')
      .selectAll()
      .where('title', '=', title)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Writes the given English texts only where the article's are empty: nobody's own wording is replaced. */
  async fillEmptyEnglish(id: number, english: Partial<ArticleEnglish>): Promise<void> {
    const columns = [
      ['title_en', english.titleEn],
      ['summary_en', english.summaryEn],
      ['content_en', english.contentEn],
      ['author_en', english.authorEn],
    ] as const;
    for (const [column, text] of columns) {
      if (!text) continue;
      await this.db
        .updateTable('news_articles')
        .set({ [column]: text })
        .where('id', '=', id)
        .where(column, '=', '')
        .execute();
    }
  }

  async insert(values: ArticleValues, createdBy: number | null): Promise<ArticleRecord> {
    const row = await this.db
      .insertInto('news_articles')
      .values(toRow(values, createdBy))
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async update(id: number, values: ArticleValues): Promise<void> {
    const { created_by: _, ...row } = toRow(values, null);
    await this.db.updateTable('news_articles').set(row).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('news_articles').where('id', '=', id).execute();
  }

  async addView(id: number): Promise<void> {
    await this.db
      .updateTable('news_articles')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('news_articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The carousel (enabled only), or every banner for the administrators' list. */
  async banners(includeDisabled = false): Promise<BannerRecord[]> {
    let query = this.db.selectFrom('news_banners').selectAll();
    if (!includeDisabled) query = query.where('enabled', '=', 1);
    const rows = await query.orderBy('sort').orderBy('id').execute();
    return rows.map(toBanner);
  }

  async findBanner(id: number): Promise<BannerRecord | undefined> {
    const row = await this.db.selectFrom('news_banners').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toBanner(row);
  }

  /** Gives a banner its English title where it has none (the demo seed, matching by the Chinese title). */
  async fillEmptyBannerTitle(title: string, titleEn: string): Promise<void> {
    await this.db
      .updateTable('news_banners')
      .set({ title_en: titleEn })
      .where('title', '=', title)
      .where('title_en', '=', '')
      .execute();
  }

  async insertBanner(banner: BannerValues): Promise<number> {
    const row = await this.db
      .insertInto('news_banners')
      .values({ title: banner.title, image: banner.image, ...bannerRow(banner) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateBanner(id: number, banner: Partial<BannerValues>): Promise<void> {
    const row = bannerRow(banner);
    if (Object.keys(row).length === 0) return;
    await this.db.updateTable('news_banners').set(row).where('id', '=', id).execute();
  }

  async deleteBanner(id: number): Promise<void> {
    await this.db.deleteFrom('news_banners').where('id', '=', id).execute();
  }

  async bannerCount(): Promise<number> {
    const row = await this.db
      .selectFrom('news_banners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
