import { productsRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { ProductsService } from './products.service.ts';

export function registerProductsRoutes(router: ApiRouter, products: ProductsService): void {
  router.handle(productsRoutes.shortList, ({ query, request }) =>
    products.shortList(query, request.language),
  );
  router.handle(productsRoutes.thingsModel, async ({ params, request }) => ({
    data: await products.localizedThingsModels(params.id, request.language),
  }));
}
