import { createDecipheriv } from 'node:crypto';

/**
 * FastBee's encrypted device password (docs/fastbee.md "Client authentication"): Base64 of AES-128-CBC with
 * PKCS#5/7 padding, the key being the product's 16-character MQTT secret and the IV fixed. The IV is public,
 * so the scheme proves only that the device knows the product secret; the expiry inside keeps a captured
 * password from working for ever (device-auth.ts bounds how far ahead it may lie).
 */
const FASTBEE_IV = Buffer.from('wumei-smart-open', 'utf8');
const AES_BLOCK_BYTES = 16;

/** What an `E&` password carries: `mqttPassword & expireTimeMs [& authCode]`. */
export interface EncryptedLogin {
  password: string;
  /** Milliseconds since 1970 after which the password no longer opens the broker. */
  expiresAt: number;
  /** Present only when the firmware adds one (products with authorization codes). */
  authCode: string | undefined;
}

/** The plain text of an `E&` password, or undefined when the secret does not open it. */
export function decryptFastBeePassword(cipherText: string, secret: string): string | undefined {
  const key = Buffer.from(secret, 'utf8');
  const data = Buffer.from(cipherText, 'base64');
  if (key.length !== AES_BLOCK_BYTES || data.length === 0 || data.length % AES_BLOCK_BYTES !== 0)
    return undefined;
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, FASTBEE_IV);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    // A wrong key almost always leaves bad padding.
    return undefined;
  }
}

/**
 * Reads the decrypted text as FastBee's server does: two or three `&`-separated parts, the second a whole
 * number of milliseconds. Anything else (a wrong key that happened to pad well) is not a login.
 */
export function readEncryptedLogin(plain: string): EncryptedLogin | undefined {
  const parts = plain.split('&');
  if (parts.length !== 2 && parts.length !== 3) return undefined;
  const [password = '', expiry = '', authCode] = parts;
  if (!/^\d{1,16}$/.test(expiry)) return undefined;
  return { password, expiresAt: Number(expiry), authCode: authCode || undefined };
}
