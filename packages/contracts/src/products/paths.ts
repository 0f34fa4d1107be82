/** REST paths of the products domain (SPEC §7); spread into ApiPath. */
export const productsPaths = {
  productShortList: '/iot/product/shortList',
  modelCache: '/iot/model/cache/:id',
} as const;
