/** REST paths of the products domain (docs/product.md "API calls"); spread into ApiPath. */
export const productsPaths = {
  productShortList: '/iot/product/shortList',
  modelCache: '/iot/model/cache/:id',
} as const;
