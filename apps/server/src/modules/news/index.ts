import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { NewsRepository } from './news.repository.ts';
import { NewsService } from './news.service.ts';

export { seedNewsDemo } from './demo.ts';
export { registerNewsRoutes } from './news.routes.ts';
export type { NewsService } from './news.service.ts';

/** Wires the centre's news and banners. */
export function createNews(deps: { db: Kysely<Database>; clock: Clock }): NewsService {
  return new NewsService(new NewsRepository(deps.db), deps.clock);
}
