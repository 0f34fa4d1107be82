import {
  ErrorCode,
  type Language,
  type LinkingOptions,
  PAIRING_TOKEN_TTL_MS,
  PHONE_PRODUCT_CODE,
  type PhoneDevice,
  type RelatedDevice,
  type RelateUserBody,
} from '@linli/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { AppError, rateLimited } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { Actor, DeviceRecord, Devices } from '../devices/index.ts';
import type { ProductRecord, ProductsService } from '../products/index.ts';
import type { RegistrationsService } from './registrations.service.ts';
import { RELATE_PER_USER } from './serial-claims.ts';

interface Planned {
  row: RelateUserBody['deviceNumberAndProductIds'][number];
  product: ProductRecord;
  existing: DeviceRecord | undefined;
}

/**
 * Linking devices to their owner by QR code or typed number (docs/product.md "Linking devices";
 * docs/fastbee.md "Adding devices" and "Devices and control", relateUser). Unlike FastBee, the caller never
 * takes over a device someone else owns: a number links only when nobody has it (the device is created for
 * the caller) or it is already the caller's; a product that uses authorization codes also needs one that is
 * unused or already this device's. A serial that registered itself links the same way, and only under the
 * product it registered with (it becomes an ordinary device of the caller's; registrations.service.ts).
 * Every row is checked before anything is written, so a refused request changes nothing.
 */
export class LinkingService {
  constructor(
    private readonly deps: {
      devices: Devices;
      products: ProductsService;
      registrations: Pick<RegistrationsService, 'find'>;
      limiter: RateLimiter;
      options: LinkingOptions;
    },
  ) {}

  options(): LinkingOptions {
    return this.deps.options;
  }

  async relateUser(actor: Actor, body: RelateUserBody, language: Language): Promise<RelatedDevice[]> {
    const decision = await this.deps.limiter.hit(`relate:${actor.userId}`, RELATE_PER_USER);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    const plan = await this.check(actor, body);
    const out: RelatedDevice[] = [];
    for (const { row, product, existing } of plan) {
      if (existing) {
        out.push({
          deviceId: existing.id,
          serialNumber: existing.serialNumber,
          productId: existing.productId,
          deviceName: existing.deviceName,
          created: false,
        });
        continue;
      }
      if (product.isAuthorize && row.authCode) {
        const claimed = await this.deps.products.authCodeFits(
          product.id,
          row.authCode,
          row.deviceNumber,
          true,
        );
        if (!claimed) throw new AppError(ErrorCode.AUTH_CODE_INVALID, { field: 'authCode' });
      }
      const deviceName = row.productName || (language === 'en-US' ? product.nameEn : product.name);
      const created = await this.deps.devices.devices.create(actor, {
        productId: product.id,
        deviceName: deviceName.slice(0, 64),
        serialNumber: row.deviceNumber,
      });
      out.push({
        deviceId: created.deviceId,
        serialNumber: created.serialNumber,
        productId: product.id,
        deviceName,
        created: true,
      });
    }
    return out;
  }

  private async check(actor: Actor, body: RelateUserBody): Promise<Planned[]> {
    const seen = new Set<string>();
    const plan: Planned[] = [];
    for (const row of body.deviceNumberAndProductIds) {
      const value = row.deviceNumber;
      if (seen.has(value))
        throw new AppError(ErrorCode.DEVICE_NUMBER_REPEATED, { field: 'deviceNumber', value });
      seen.add(value);
      const product = await this.deps.products.find(row.productId);
      if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND, { field: 'productId' });
      const existing = await this.deps.devices.devices.findBySerial(value);
      if (existing) {
        if (existing.userId !== actor.userId) {
          throw new AppError(ErrorCode.DEVICE_BOUND_TO_OTHER, { field: 'deviceNumber', value });
        }
        if (existing.productId !== product.id) {
          throw new AppError(ErrorCode.DEVICE_PRODUCT_MISMATCH, { field: 'productId', value });
        }
      } else {
        const registered = await this.deps.registrations.find(value);
        if (registered && registered.productId !== product.id) {
          throw new AppError(ErrorCode.DEVICE_PRODUCT_MISMATCH, { field: 'productId', value });
        }
      }
      if (!existing && product.isAuthorize) {
        if (!row.authCode) throw new AppError(ErrorCode.AUTH_CODE_REQUIRED, { field: 'authCode', value });
        if (!(await this.deps.products.authCodeFits(product.id, row.authCode, value))) {
          throw new AppError(ErrorCode.AUTH_CODE_INVALID, { field: 'authCode' });
        }
      }
      plan.push({ row, product, existing });
    }
    return plan;
  }

  /**
   * Mobile monitoring: the caller's phone as one of their devices, created on first use, with the
   * credentials the page connects with (the device's own secret, owner only).
   */
  async phoneDevice(actor: Actor, language: Language): Promise<PhoneDevice> {
    const { devices, products } = this.deps;
    const product = await products.findByCode(PHONE_PRODUCT_CODE);
    if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    const mine = await devices.devices.shortList(
      actor,
      { productId: product.id, pageNum: 1, pageSize: 50 },
      language,
    );
    let phone = mine.rows.find((d) => d.isOwner === 1);
    if (!phone) {
      const deviceName = language === 'en-US' ? 'My phone' : '我的手机';
      const created = await devices.devices.create(actor, { productId: product.id, deviceName });
      phone = (
        await devices.devices.shorts([(await devices.devices.findById(created.deviceId))!], actor, language)
      )[0]!;
    }
    return {
      deviceId: phone.deviceId,
      serialNumber: phone.serialNumber,
      productId: phone.productId,
      deviceName: phone.deviceName,
      connect: await devices.devices.mqttConnectData(actor, phone.deviceId),
    };
  }
}

export const PAIRING_TOKEN_MINUTES = PAIRING_TOKEN_TTL_MS / MINUTE;
