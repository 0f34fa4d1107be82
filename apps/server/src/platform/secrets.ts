import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The token signing secret: from JWT_SECRET when given (every node of a scale-out shares it), otherwise
 * generated on first start and kept in the data directory. There is no built-in default: FastBee's fixed
 * secret let anyone mint tokens (docs/fastbee.md "Known gaps").
 */
export function loadTokenSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Where the key of credentials kept at rest came from, for the message when it does not fit. */
export interface SecretsKey {
  key: Buffer;
  source: string;
}

/**
 * The key that encrypts credentials kept at rest (product MQTT passwords and secrets, which must be readable
 * again: modules/products/secret-box.ts). From SECRETS_KEY when given; else from JWT_SECRET when given (every
 * node of a scale-out already shares it, so the nodes agree without one more variable); else generated on
 * first start and kept in the data directory beside `jwt-secret`, so `npm start` works as it is. 32 bytes: a
 * SHA-256 of the text under a label of its own, so any text of 32 characters or more will do and the same text
 * as JWT_SECRET still gives a key unlike the token signing key.
 */
export function loadSecretsKey(
  configured: { SECRETS_KEY?: string | undefined; JWT_SECRET?: string | undefined },
  dataDir: string,
): SecretsKey {
  const derive = (text: string) => createHash('sha256').update(`linli-secrets-key\n${text}`).digest();
  if (configured.SECRETS_KEY) return { key: derive(configured.SECRETS_KEY), source: 'SECRETS_KEY' };
  if (configured.JWT_SECRET)
    return { key: derive(configured.JWT_SECRET), source: 'JWT_SECRET (SECRETS_KEY is not set)' };
  const file = path.join(dataDir, 'secrets-key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process of the same data directory wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return {
    key: derive(fs.readFileSync(file, 'utf8').trim()),
    source: `${file} (SECRETS_KEY is not set)`,
  };
}
