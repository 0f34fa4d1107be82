import { defineRoute, idParams, tableOf, withData } from '../common/route.ts';
import { productsPaths } from './paths.ts';
import { productListQuery, productShort } from './schemas.ts';
import { thingsModelSetSchema } from './things-model.ts';

const tag = 'products';

/** The product catalogue and its thing models (docs/fastbee.md "Thing models"), read by any signed-in user. */
export const productsRoutes = {
  shortList: defineRoute({
    method: 'GET',
    path: productsPaths.productShortList,
    summary: 'Product catalogue (paging, name)',
    tag,
    access: 'user',
    query: productListQuery,
    response: tableOf(productShort),
  }),
  thingsModel: defineRoute({
    method: 'GET',
    path: productsPaths.modelCache,
    summary: "A product's thing model {properties, functions, events}",
    tag,
    access: 'user',
    params: idParams,
    // Names, texts and units in the caller's language (localizeThingsModels); the `…En` ones stay.
    response: withData(thingsModelSetSchema),
  }),
};
