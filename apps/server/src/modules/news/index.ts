import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { NewsRepository } from './news.repository.ts';
import { NewsService } from './news.service.ts';

export { registerNewsRoutes } from './news.routes.ts';
export type { NewsService } from './news.service.ts';

export function createNews(db: Kysely<Database>, clock: Clock): NewsService {
  return new NewsService(new NewsRepository(db), clock);
}
