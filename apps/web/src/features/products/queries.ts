import { linkingRoutes, type ProductStatus, productsRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';
import { afterDeviceChange } from '../devices/index.ts';

/** The administrators' product list and the waiting self-registered devices load twenty a page. */
export const PRODUCT_PAGE_SIZE = 20;
export const REGISTRATION_PAGE_SIZE = 20;

/** The product list as filtered: a name typed in the search box and a status chip ('' for every status). */
export const productListInput = (name: string, status: ProductStatus | undefined) =>
  ({ query: { productName: name || undefined, status } }) as const;

export const productInput = (id: number) => ({ params: { id } }) as const;

/** The devices of one product that registered themselves and wait to be linked. */
export const registrationsInput = (productId: number) => ({ query: { productId } }) as const;

/**
 * What a product write makes stale: the administrators' list and detail, the residents' catalogue (a name, a
 * picture or a publish changes what "add a device" offers), the thing model every device screen reads, and
 * the self-registered devices (a product that stops allowing them).
 */
export const afterProductChange: readonly Invalidation[] = [
  productsRoutes.adminList,
  productsRoutes.get,
  productsRoutes.shortList,
  productsRoutes.thingsModel,
  linkingRoutes.registrations,
];

/** Moving devices to the current thing model changes what every device screen shows as well. */
export const afterThingsModelApply: readonly Invalidation[] = [...afterProductChange, ...afterDeviceChange];
