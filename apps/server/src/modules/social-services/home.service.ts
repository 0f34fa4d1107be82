import type { Banner, HomeSummary, Language, NewsSummary } from '@linli/contracts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { ApplicationsService } from './applications.service.ts';
import type { CatalogService } from './catalog.service.ts';

/** The news module, as far as the entry page needs it (NewsService satisfies it). */
export interface NewsFeed {
  banners(language: Language): Promise<Banner[]>;
  latest(count: number, language: Language): Promise<NewsSummary[]>;
}

const FEATURED_COUNT = 6;
const NEWS_COUNT = 5;

/** Everything the entry page ('service information query') shows, in one call. */
export class HomeService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly applications: ApplicationsService,
    private readonly news: NewsFeed,
  ) {}

  async summary(caller: AuthUser | null, language: Language): Promise<HomeSummary> {
    const [banners, categories, featured, latestNews, myApplications] = await Promise.all([
      this.news.banners(language),
      this.catalog.categories(language),
      this.catalog.list(caller, { pageNum: 1, pageSize: FEATURED_COUNT, featured: true }, language),
      this.news.latest(NEWS_COUNT, language),
      caller ? this.applications.summaryFor(caller, language) : Promise.resolve(null),
    ]);
    return { banners, categories, featuredProjects: featured.rows, latestNews, myApplications };
  }
}
