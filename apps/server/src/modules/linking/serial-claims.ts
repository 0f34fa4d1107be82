import { ErrorCode } from '@linli/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { AppError, rateLimited } from '../../platform/errors.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.ts';
import type { Actor, SerialClaims } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';

/** Linking answers whether a device number is taken, so it is throttled like any lookup by number. */
export const RELATE_PER_USER: RateRule = { limit: 30, windowMs: 10 * MINUTE };

/**
 * A serial number claimed by hand (`POST /iot/device`, the devices module's SerialClaims): the same throttle
 * as linking, and a product that requires an authorization code gets one, used up by this claim. It needs
 * only the products, so it is made before the devices module that asks it.
 */
export class SerialClaimRule implements SerialClaims {
  constructor(private readonly deps: { products: ProductsService; limiter: RateLimiter }) {}

  async admit(
    actor: Pick<Actor, 'userId'>,
    claim: { productId: number; serialNumber: string; authCode?: string | undefined },
  ): Promise<void> {
    const decision = await this.deps.limiter.hit(`relate:${actor.userId}`, RELATE_PER_USER);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    const product = await this.deps.products.find(claim.productId);
    if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND, { field: 'productId' });
    if (!product.isAuthorize) return;
    if (!claim.authCode) throw new AppError(ErrorCode.AUTH_CODE_REQUIRED, { field: 'authCode' });
    if (!(await this.deps.products.authCodeFits(product.id, claim.authCode, claim.serialNumber, true)))
      throw new AppError(ErrorCode.AUTH_CODE_INVALID, { field: 'authCode' });
  }
}
