import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { ProductsRepository } from './products.repository.ts';
import { ProductsService } from './products.service.ts';

export type { ProductRecord } from './products.repository.ts';
export { registerProductsRoutes } from './products.routes.ts';
export { ProductsService } from './products.service.ts';

/** Wires the product catalogue: each product's thing model, credentials and authorization codes. */
export function createProducts(deps: { db: Kysely<Database>; clock: Clock }): ProductsService {
  return new ProductsService(new ProductsRepository(deps.db), deps.clock);
}
