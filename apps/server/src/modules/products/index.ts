import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretsKey } from '../../platform/secrets.ts';
import { ProductUsageRepository } from './product-usage.repository.ts';
import { ProductsRepository } from './products.repository.ts';
import { ProductsService } from './products.service.ts';
import { SecretBox } from './secret-box.ts';

export type { ProductAdminService } from './product-admin.service.ts';
export type { ProductRecord } from './products.repository.ts';
export { registerProductsRoutes } from './products.routes.ts';
export { ProductsService } from './products.service.ts';
export { SecretsKeyError } from './secret-box.ts';

/**
 * Wires the products: each product's settings, thing-model versions, credentials (sealed with `secretsKey`,
 * platform/secrets.ts) and authorization codes, and their administration (`ProductsService.admin`).
 */
export function createProducts(deps: {
  db: Kysely<Database>;
  clock: Clock;
  secretsKey: SecretsKey;
}): ProductsService {
  const products = new ProductsRepository(deps.db, new SecretBox(deps.secretsKey));
  return new ProductsService(products, new ProductUsageRepository(deps.db), deps.clock);
}
