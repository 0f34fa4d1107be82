import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import type { ThingsModelSet } from './things-model.ts';

/** Device types (docs/fastbee.md "Devices"): 1 directly connected, 2 gateway, 3 video. */
export const DEVICE_TYPES = { direct: 1, gateway: 2, video: 3 } as const;
export type DeviceType = (typeof DEVICE_TYPES)[keyof typeof DEVICE_TYPES];
/** Network method: 1 Wi-Fi, 2 cellular, 3 Ethernet, 4 other. */
export type NetworkMethod = 1 | 2 | 3 | 4;

/** `GET /iot/product/shortList` row. MQTT credentials never appear here. */
export const productShort = z.object({
  productId: z.number().int(),
  /** In the caller's language; `productNameEn` is the English one whatever the language. */
  productName: z.string(),
  productNameEn: z.string(),
  categoryName: z.string(),
  deviceType: z.literal(Object.values(DEVICE_TYPES)),
  networkMethod: z.literal([1, 2, 3, 4]),
  /** 1 when devices must add an authorization code to the product password. */
  isAuthorize: z.literal([0, 1]),
  imgUrl: z.string(),
  /** Whether the product's devices report as sub-devices through a gateway. */
  isSubDevice: z.literal([0, 1]),
});
export type ProductShort = z.infer<typeof productShort>;

export interface ProductDetail extends ProductShort {
  thingsModels: ThingsModelSet;
}

export const productListQuery = pageQuery.extend({
  productName: z.string().trim().max(64).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;
