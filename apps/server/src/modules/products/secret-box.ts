import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretsKey } from '../../platform/secrets.ts';

/** The first (and so far only) format: `v1:` + base64url IV, tag and ciphertext, ':'-separated. */
const VERSION = 'v1';
const IV_BYTES = 12;

/** A sealed value did not open: the key is not the one it was sealed with, or the value was altered. */
export class SecretsKeyError extends Error {}

/**
 * Credentials that must be readable again (a product's MQTT password and its `E&` secret: the administrator
 * flashes them into firmware, and the server decrypts `E&` passwords with the secret) are kept encrypted,
 * never in the clear: AES-256-GCM, a fresh random IV per value, the purpose (`products.mqtt_password`) bound
 * in as associated data so a value cannot be moved to another column. A database dump without the key
 * (platform/secrets.ts `loadSecretsKey`) shows none of them.
 */
export class SecretBox {
  constructor(private readonly secretsKey: SecretsKey) {}

  seal(plain: string, purpose: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.secretsKey.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join(':');
  }

  /** The plain text; a value that does not open throws SecretsKeyError naming where the key came from. */
  open(value: string, purpose: string): string {
    const [version, iv, tag, sealed] = value.split(':');
    if (version !== VERSION || !iv || !tag || sealed === undefined)
      throw new SecretsKeyError(`${purpose} is not a sealed value this server can read (format ${version})`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.secretsKey.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SecretsKeyError(
        `${purpose} in the database does not decrypt with the key from ${this.secretsKey.source}. ` +
          'Start the server with the SECRETS_KEY the credentials were written with (or the data directory ' +
          'that holds its secrets-key file); a new key cannot read them.',
      );
    }
  }
}
