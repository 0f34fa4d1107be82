import { type DeviceShort, type ProductShort, subDeviceLinkBody } from '@linli/contracts';

/**
 * Devices that may go under a gateway (gwDevCode, docs/fastbee.md "Gateway sub-devices"): the caller's own
 * (only the owner links, the server checks it too), of a product made to report through a gateway, and not
 * under any gateway yet. Device rows do not say whether their product is a sub-device product; the product
 * list does.
 */
export function subDeviceCandidates(devices: DeviceShort[], products: ProductShort[]): DeviceShort[] {
  const subProducts = new Set(products.filter((p) => p.isSubDevice === 1).map((p) => p.productId));
  return devices.filter((d) => d.isOwner === 1 && d.gwDevCode === '' && subProducts.has(d.productId));
}

export type SlaveIdCheck = { ok: true; slaveId: number | undefined } | { ok: false };

/**
 * The optional bus address typed in the link form, checked with the contract the server applies
 * (an integer 1-247, Modbus); empty means "let the server take the next free one".
 */
export function checkSlaveId(text: string): SlaveIdCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, slaveId: undefined };
  // Number('1e2') or Number('0x10') would pass as integers; an address is typed as plain digits.
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const parsed = subDeviceLinkBody.shape.slaveId.safeParse(Number(trimmed));
  return parsed.success ? { ok: true, slaveId: parsed.data } : { ok: false };
}
