import { randomBytes } from 'node:crypto';
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
