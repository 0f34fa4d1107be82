export { type ProductRecord, ProductsRepository } from './products.repository.ts';
export { registerProductsRoutes } from './products.routes.ts';
export { ProductsService } from './products.service.ts';
