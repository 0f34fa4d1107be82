/** REST paths of the products domain (docs/product.md "API calls"); spread into ApiPath. */
export const productsPaths = {
  productShortList: '/iot/product/shortList',
  modelCache: '/iot/model/cache/:id',
  /** Product administration (docs/devices.md "Products and thing models"). */
  productAdminList: '/iot/product/list',
  product: '/iot/product',
  productById: '/iot/product/:id',
  productStatus: '/iot/product/:id/status',
  productThingsModel: '/iot/product/:id/thingsModel',
  productThingsModelApply: '/iot/product/:id/thingsModel/apply',
  productCredentials: '/iot/product/:id/credentials',
  productImport: '/iot/product/import',
  productExport: '/iot/product/:id/export',
} as const;
