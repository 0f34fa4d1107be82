import { z } from 'zod';
import { pageQuery } from '../common/envelope.ts';
import type { ThingsModelSet } from './things-model.ts';

/** Device types (docs/fastbee.md "Devices"): 1 directly connected, 2 gateway, 3 video. */
export const DEVICE_TYPES = { direct: 1, gateway: 2, video: 3 } as const;
export type DeviceType = (typeof DEVICE_TYPES)[keyof typeof DEVICE_TYPES];
/** Network method: 1 Wi-Fi, 2 cellular, 3 Ethernet, 4 other. */
export type NetworkMethod = 1 | 2 | 3 | 4;

/** `GET /iot/product/shortList` row. MQTT credentials never appear here. */
export interface ProductShort {
  productId: number;
  productName: string;
  productNameEn: string;
  categoryName: string;
  deviceType: DeviceType;
  networkMethod: NetworkMethod;
  /** 1 when devices must add an authorization code to the product password. */
  isAuthorize: 0 | 1;
  imgUrl: string;
  /** Whether the product's devices report as sub-devices through a gateway. */
  isSubDevice: 0 | 1;
}

export interface ProductDetail extends ProductShort {
  thingsModels: ThingsModelSet;
}

export const productListQuery = pageQuery.extend({
  productName: z.string().trim().max(64).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;
