import { createHash } from 'node:crypto';
import {
  DEVICE_STATUS,
  ErrorCode,
  PAIRING_TOKEN_TTL_MS,
  PAIRING_USERNAME,
  type PairingStatus,
  type PairingToken,
  type PairingTokenBody,
  parseDeviceClientId,
} from '@linli/contracts';
import type { BrokerIdentity } from '../../platform/broker-policy.ts';
import { addMs, type Clock, MINUTE } from '../../platform/clock.ts';
import { AppError, rateLimited } from '../../platform/errors.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { Actor, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { PairingRepository } from './pairing.repository.ts';

/** A person provisions a few devices at a time; more tokens than this in 10 minutes is a script. */
export const PAIRING_TOKENS_PER_USER: RateRule = { limit: 10, windowMs: 10 * MINUTE };
/**
 * Wrong pairing tokens from one address before that address is refused for the window. Only that address:
 * a flood from one place never locks out the real devices pairing elsewhere, and a right token is never
 * refused for someone else's mistakes.
 */
export const PAIRING_FAILURES_PER_ADDRESS: RateRule = { limit: 20, windowMs: MINUTE };

const addressKey = (address: string) => `pairing:fail:${address}`;

/** Tokens are 192-bit random strings, so an unsalted hash is enough to find them and to keep them secret. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Wi-Fi provisioning with a pairing token instead of trust (docs/architecture.md "Wi-Fi provisioning",
 * closing docs/fastbee.md "Known gaps"): the app asks for a short-lived token, hands it to the device with
 * the Wi-Fi settings, and the device becomes the user's only when it connects to the broker with it. A token
 * is good once, until it expires; a device someone else owns is never taken over. After that first connection
 * the token is the device's own MQTT secret, so the device reconnects with it under any other user name.
 */
export class PairingService {
  constructor(
    private readonly deps: {
      pairings: PairingRepository;
      devices: Devices;
      products: ProductsService;
      limiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async issue(actor: Actor, body: PairingTokenBody): Promise<PairingToken> {
    const decision = await this.deps.limiter.hit(`pairing:issue:${actor.userId}`, PAIRING_TOKENS_PER_USER);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    if (body.productId !== undefined) await this.deps.products.require(body.productId);
    const now = this.deps.clock.now();
    await this.deps.pairings.deleteExpiredUnused(now.toISOString());
    const token = randomToken(24);
    const expiresAt = addMs(now, PAIRING_TOKEN_TTL_MS).toISOString();
    const pairingId = await this.deps.pairings.insert(
      { tokenHash: hashToken(token), userId: actor.userId, productId: body.productId ?? null, expiresAt },
      now.toISOString(),
    );
    return { pairingId, token, userId: actor.userId, expiresAt };
  }

  /** The app's "detect device" step: has a device used my token, and is it online? */
  async status(actor: Actor, pairingId: number): Promise<PairingStatus> {
    const pairing = await this.deps.pairings.findById(pairingId);
    if (!pairing || pairing.userId !== actor.userId) throw new AppError(ErrorCode.PAIRING_NOT_FOUND);
    const device = pairing.deviceId ? await this.deps.devices.devices.findById(pairing.deviceId) : undefined;
    return {
      pairingId,
      used: pairing.usedAt !== null,
      expired: pairing.usedAt === null && this.expired(pairing.expiresAt),
      deviceId: device?.id ?? null,
      deviceStatus: device?.status ?? null,
      deviceName: device?.deviceName ?? null,
    };
  }

  private expired(expiresAt: string): boolean {
    return this.deps.clock.now().getTime() >= new Date(expiresAt).getTime();
  }

  /**
   * Broker authentication of a device presenting a pairing token (user name `pairing`). Undefined when the
   * connection is not a pairing one (other checks apply), null when refused.
   */
  async authenticate(
    clientId: string,
    username: string | undefined,
    password: string | undefined,
    address: string,
  ): Promise<BrokerIdentity | null | undefined> {
    if (username !== PAIRING_USERNAME) return undefined;
    const parsed = parseDeviceClientId(clientId);
    if (parsed?.authType !== 'S' || !password) return null;
    const { limiter } = this.deps;
    // An address that keeps presenting wrong tokens is refused without a lookup until its window ends.
    if (!(await limiter.check(addressKey(address), PAIRING_FAILURES_PER_ADDRESS)).allowed) return null;
    const identity = await this.pair(parsed.serialNumber, parsed.productId, clientId, password);
    if (!identity) await limiter.hit(addressKey(address), PAIRING_FAILURES_PER_ADDRESS);
    return identity;
  }

  private async pair(
    serialNumber: string,
    productId: number,
    clientId: string,
    token: string,
  ): Promise<BrokerIdentity | null> {
    const { pairings, devices, products, clock } = this.deps;
    const pairing = await pairings.findByHash(hashToken(token));
    if (!pairing || pairing.usedAt !== null || this.expired(pairing.expiresAt)) return null;
    if (pairing.productId !== null && pairing.productId !== productId) return null;
    const product = await products.find(productId);
    if (!product) return null;
    const existing = await devices.devices.findBySerial(serialNumber);
    // Never a takeover: a device someone else owns stays theirs (FastBee moved it to the new user).
    if (existing && (existing.userId !== pairing.userId || existing.productId !== productId)) return null;
    if (existing?.status === DEVICE_STATUS.disabled) return null;
    if (!(await pairings.claim(pairing.id, clock.now().toISOString()))) return null;
    let deviceId: number;
    if (existing) {
      deviceId = existing.id;
      await devices.devices.setSecret(deviceId, token);
    } else {
      const owner = { userId: pairing.userId, roles: [] };
      const created = await devices.devices.create(
        owner,
        { productId, deviceName: product.name, serialNumber },
        { secret: token },
      );
      deviceId = created.deviceId;
    }
    await pairings.setDevice(pairing.id, deviceId);
    return { kind: 'device', deviceId, productId, serialNumber, clientId };
  }
}
