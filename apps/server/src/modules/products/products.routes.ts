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

  // Administration (docs/devices.md "Products and thing models").
  const { admin } = products;
  router.handle(productsRoutes.adminList, ({ user, query }) => admin.list(user, query));
  router.handle(productsRoutes.get, async ({ user, params }) => ({ data: await admin.get(user, params.id) }));
  router.handle(productsRoutes.create, async ({ user, body }) => ({ data: await admin.create(user, body) }));
  router.handle(productsRoutes.update, async ({ user, params, body }) => ({
    data: await admin.update(user, params.id, body),
  }));
  router.handle(productsRoutes.setStatus, async ({ user, params, body }) => ({
    data: await admin.setStatus(user, params.id, body.status),
  }));
  router.handle(productsRoutes.saveThingsModel, async ({ user, params, body }) => ({
    data: await admin.saveThingsModel(user, params.id, body.thingsModels),
  }));
  router.handle(productsRoutes.applyThingsModel, async ({ user, params }) => ({
    data: await admin.applyThingsModel(user, params.id),
  }));
  router.handle(productsRoutes.resetCredentials, async ({ user, params, body }) => ({
    data: await admin.resetCredentials(user, params.id, body.reset),
  }));
  router.handle(productsRoutes.importFastBee, async ({ user, body }) => ({
    data: await admin.importFastBee(user, body.json),
  }));
  router.handle(productsRoutes.exportFastBee, async ({ user, params }) => ({
    data: await admin.exportFastBee(user, params.id),
  }));
}
