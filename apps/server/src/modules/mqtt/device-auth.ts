import {
  AUTH_METHODS,
  type AuthMethod,
  DEVICE_STATUS,
  type DeviceClientId,
  PRODUCT_STATUS,
  parseDeviceClientId,
} from '@linli/contracts';
import type { BrokerIdentity } from '../../platform/broker-policy.ts';
import { type Clock, HOUR, MINUTE } from '../../platform/clock.ts';
import { sameSecret } from '../../platform/credentials.ts';
import type { DeviceRecord, Devices } from '../devices/index.ts';
import type { ProductRecord, ProductsService } from '../products/index.ts';
import { decryptFastBeePassword, readEncryptedLogin } from './fastbee-password.ts';

/**
 * How far ahead an `E&` password's expiry may lie. FastBee firmware asks for one hour (FastBee-Arduino
 * `MQTTClient::buildEncryptedPassword`) and the older SDK for up to 24 hours (`generationPwd`), computed in
 * single-precision floats that are off by a few minutes; FastBee's server takes any expiry, so a password
 * made for the year 2100 would open the broker for ever once captured. Refusing one that outlives 24 hours
 * (plus the skew) bounds how long a captured password can be replayed.
 */
export const ENCRYPTED_PASSWORD_MAX_AHEAD_MS = 24 * HOUR + 10 * MINUTE;

/** What the client id's auth type needs of the product's `vertificateMethod` (1 S only, 2 E only, 3 both). */
const METHODS_ALLOWING: Record<DeviceClientId['authType'], readonly AuthMethod[]> = {
  S: [AUTH_METHODS.simple, AUTH_METHODS.both],
  E: [AUTH_METHODS.encrypted, AUTH_METHODS.both],
};

/** The secret a login presented, once its wrapping (`E&` encryption, `&authCode`) is taken off. */
interface Presented {
  /** The password as a whole (an `S&` login): a device's own secret is compared with this. */
  whole: string;
  /** The product password part (before the first `&`, as FastBee reads it). */
  password: string;
  authCode: string | undefined;
}

export type DeviceAuth = ReturnType<typeof createDeviceAuth>;

/**
 * FastBee device authentication (docs/fastbee.md "Client authentication"; FastBee's `clientAuth`,
 * `simpleMqttAuthentication`, `encryptAuthentication`, `authCodeProcess`), with Linli's differences:
 * - client id `S&` or `E&` + `&{serial}&{productId}&{userId}`; the userId is read and ignored (ownership
 *   never comes from a device); the product must exist, be published and allow the auth type;
 * - the secret is the one the product's credential scope names: the device's own (`device`), the product's
 *   account and password (`product`, what FastBee firmware is flashed with), or either (`both`);
 * - an `E&` password must not have expired nor reach more than ENCRYPTED_PASSWORD_MAX_AHEAD_MS ahead;
 * - authorization codes as FastBee: one of the product's, not bound to another serial; an unbound one is
 *   bound to this serial — only once the login is otherwise accepted;
 * - a disabled device is refused; an unknown serial is never created: with valid product credentials and a
 *   product that allows self-registration it becomes a registrant (modules/linking registrations).
 */
export function createDeviceAuth(deps: { devices: Devices; products: ProductsService; clock: Clock }) {
  const { devices, products, clock } = deps;

  /** The secret inside the password, or undefined when the login is malformed or (E&) stale. */
  function unwrap(parsed: DeviceClientId, password: string, product: ProductRecord): Presented | undefined {
    if (parsed.authType === 'S') {
      // FastBee reads `pwd&authCode`; with codes off, anything after the first `&` is ignored.
      const [first = '', authCode, ...rest] = password.split('&');
      if (product.isAuthorize && (authCode === undefined || rest.length > 0)) {
        return { whole: password, password: '', authCode: undefined };
      }
      return { whole: password, password: first, authCode: authCode || undefined };
    }
    const plain = decryptFastBeePassword(password, product.mqttSecret);
    const login = plain === undefined ? undefined : readEncryptedLogin(plain);
    if (!login) return undefined;
    const now = clock.now().getTime();
    // Expired, or made to last longer than any firmware asks: a replayed or forged password (see above).
    if (login.expiresAt < now || login.expiresAt > now + ENCRYPTED_PASSWORD_MAX_AHEAD_MS) return undefined;
    return { whole: login.password, password: login.password, authCode: login.authCode };
  }

  /** The device's own secret, where the product accepts it. */
  const deviceSecretFits = (product: ProductRecord, device: DeviceRecord | undefined, presented: Presented) =>
    product.credentialScope !== 'product' &&
    device !== undefined &&
    presented.whole !== '' &&
    sameSecret(presented.whole, device.secret);

  /** The product's account and password, where the product accepts them (the code is checked apart). */
  const productLoginFits = (product: ProductRecord, username: string | undefined, presented: Presented) =>
    product.credentialScope !== 'device' &&
    username !== undefined &&
    presented.password !== '' &&
    sameSecret(username, product.mqttAccount) &&
    sameSecret(presented.password, product.mqttPassword);

  /** FastBee's `authCodeProcess`: required where the product uses codes; an unbound code is bound now. */
  async function authCodeAccepted(product: ProductRecord, serialNumber: string, presented: Presented) {
    if (!product.isAuthorize) return true;
    if (!presented.authCode) return false;
    return products.authCodeFits(product.id, presented.authCode, serialNumber, true);
  }

  return {
    /** The identity a device login is accepted as; null when refused, undefined when not a device client id. */
    async authenticate(
      clientId: string,
      username: string | undefined,
      password: string | undefined,
    ): Promise<BrokerIdentity | null | undefined> {
      const parsed = parseDeviceClientId(clientId);
      if (!parsed) return undefined;
      if (!password) return null;
      const product = await products.find(parsed.productId);
      if (!product || product.status !== PRODUCT_STATUS.published) return null;
      if (!METHODS_ALLOWING[parsed.authType].includes(product.vertificateMethod)) return null;
      const device = await devices.devices.findBySerial(parsed.serialNumber);
      if (device && (device.productId !== product.id || device.status === DEVICE_STATUS.disabled))
        return null;
      const presented = unwrap(parsed, password, product);
      if (!presented) return null;

      if (device) {
        const accepted =
          deviceSecretFits(product, device, presented) ||
          (productLoginFits(product, username, presented) &&
            (await authCodeAccepted(product, device.serialNumber, presented)));
        if (!accepted) return null;
        return {
          kind: 'device',
          deviceId: device.id,
          productId: device.productId,
          serialNumber: device.serialNumber,
          clientId,
        };
      }
      // An unknown serial: only as a registrant, with the product's own credentials.
      if (!product.selfRegister || !productLoginFits(product, username, presented)) return null;
      if (!(await authCodeAccepted(product, parsed.serialNumber, presented))) return null;
      return { kind: 'registrant', productId: product.id, serialNumber: parsed.serialNumber, clientId };
    },
  };
}
