import { ApiPath, numericIdParams, productListQuery } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { ProductsService } from './products.service.ts';

const TAG = 'products';

export function registerProductsRoutes(router: ApiRouter, products: ProductsService): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.productShortList,
      summary: 'Product catalogue (paging, name)',
      tag: TAG,
      access: 'user',
      query: productListQuery,
    },
    async ({ query, request }) => {
      const { rows, total } = await products.shortList(query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.modelCache,
      summary: "A product's thing model {properties, functions, events}",
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ params, request }) => ({
      data: await products.localizedThingsModels(params.id, request.language),
    }),
  );
}
