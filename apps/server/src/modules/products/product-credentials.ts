import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A product MQTT password or secret as FastBee issues them: 16 characters of A–Z and 0–9 (about 82 bits).
 * The secret is also the AES-128 key of `E&` passwords, which firmware takes as 16 ASCII bytes.
 */
export function newProductCredential(): string {
  let value = '';
  for (let i = 0; i < 16; i++) value += ALPHABET[randomInt(ALPHABET.length)];
  return value;
}

/**
 * A product code from its English name (`Smart lock` → `smart-lock`), unlike every code in `taken`; the
 * generated MQTT account is `linli-<code>`, so it must also avoid the accounts in use.
 */
export function freeProductCode(nameEn: string, taken: (code: string) => boolean): string {
  const base =
    nameEn
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'product';
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}
