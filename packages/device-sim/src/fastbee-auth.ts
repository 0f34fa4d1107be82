import { createCipheriv } from 'node:crypto';

/** FastBee's fixed AES IV (docs/fastbee.md "Client authentication"). */
export const FASTBEE_AES_IV = 'wumei-smart-open';

/** Firmware asks for its password to last one hour (FastBee-Arduino `MQTTClient::buildEncryptedPassword`). */
export const FASTBEE_PASSWORD_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A FastBee `E&` password as firmware builds it: `mqttPassword & expireTimeMs [& authCode]`, encrypted with
 * AES-128-CBC (PKCS#7 padding) under the product's 16-character MQTT secret and the fixed IV, then Base64.
 */
export function fastBeeEncryptedPassword(login: {
  mqttPassword: string;
  mqttSecret: string;
  expiresAt: number;
  authCode?: string | undefined;
}): string {
  const plain = [
    login.mqttPassword,
    String(Math.floor(login.expiresAt)),
    ...(login.authCode ? [login.authCode] : []),
  ].join('&');
  return encryptFastBee(plain, login.mqttSecret);
}

/** AES-128-CBC + PKCS#7 + Base64 with FastBee's IV; the key must be 16 bytes. */
export function encryptFastBee(plain: string, mqttSecret: string): string {
  const key = Buffer.from(mqttSecret, 'utf8');
  if (key.length !== 16) throw new Error('a FastBee MQTT secret is 16 bytes');
  const cipher = createCipheriv('aes-128-cbc', key, Buffer.from(FASTBEE_AES_IV, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}
