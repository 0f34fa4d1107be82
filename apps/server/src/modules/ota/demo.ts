import type { Iot } from '../mqtt/index.ts';
import type { Ota } from './index.ts';

/**
 * Demo firmware: version 1.1 for the products of the experience account's devices (they run 1.0), so
 * "check for update" finds something and an upgrade can be watched end to end. The files are small text
 * images, made here rather than shipped.
 */
export const DEMO_FIRMWARE_VERSION = 1.1;
const DEMO_PRODUCTS = [
  'smart-plug',
  'th-sensor',
  'door-sensor',
  'smoke-detector',
  'sos-pendant',
  'fall-radar',
  'health-watch',
  'gateway',
  'camera',
];

export function demoFirmwareImage(code: string, version: number): Buffer {
  const header = `LINLI-FW\nproduct=${code}\nversion=${version}\n`;
  // A recognisable header and a few hundred bytes of pattern, like a tiny binary image.
  const body = Buffer.alloc(512, `${code}:${version};`);
  return Buffer.concat([Buffer.from(header), body]);
}

/** Idempotent: adds the demo version only where the product does not have it yet. */
export async function seedOtaDemo(deps: {
  iot: Pick<Iot, 'products'>;
  ota: Pick<Ota, 'repository' | 'firmware'>;
}): Promise<void> {
  for (const code of DEMO_PRODUCTS) {
    const product = await deps.iot.products.findByCode(code);
    if (!product) continue;
    if (await deps.ota.repository.hasVersion(product.id, DEMO_FIRMWARE_VERSION)) continue;
    await deps.ota.firmware.upload(
      null,
      {
        productId: product.id,
        version: DEMO_FIRMWARE_VERSION,
        firmwareName: `${product.name}固件 · ${product.nameEn} firmware`,
        remark: '修复已知问题，提升连接稳定性 / Fixes known issues and improves connection stability',
      },
      demoFirmwareImage(code, DEMO_FIRMWARE_VERSION),
      'zh-CN',
    );
  }
}
