import { z } from 'zod';

/**
 * The distribution-network form (docs/product.md "Wi-Fi provisioning": Wi-Fi name and password, and user id,
 * cannot be empty) and the query of the device's `POST /config` (docs/fastbee.md "Wi-Fi provisioning"). Every
 * value is URL-encoded: FastBee's app pasted them raw, so a password with `&`, `#` or a space broke the
 * request.
 */
export const provisioningForm = z.object({
  ssid: z.string().min(1).max(32),
  password: z.string().min(1).max(64),
  userId: z.string().trim().min(1).max(20),
  deviceNum: z.string().trim().max(64).optional(),
  authCode: z.string().trim().max(64).optional(),
  extra: z.string().trim().max(140).optional(),
});
export type ProvisioningForm = z.infer<typeof provisioningForm>;

/** The `/config` query: FastBee's names (`SSID`, `password`, `userId`, …) plus our pairing `token`. */
export function provisioningQuery(form: ProvisioningForm, token: string): string {
  const params = new URLSearchParams();
  params.set('SSID', form.ssid);
  params.set('password', form.password);
  params.set('userId', form.userId);
  if (form.deviceNum) params.set('deviceNum', form.deviceNum);
  if (form.authCode) params.set('authCode', form.authCode);
  if (form.extra) params.set('extra', form.extra);
  params.set('token', token);
  // URLSearchParams writes a space as '+'; %20 reads the same to every decoder, '+' only to form decoders.
  return params.toString().replace(/\+/g, '%20');
}

/** What a device reads back from the query (the device simulator and tests use it). */
export function readProvisioningQuery(search: string) {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const get = (name: string) => params.get(name) ?? undefined;
  return {
    ssid: get('SSID'),
    password: get('password'),
    userId: get('userId'),
    deviceNum: get('deviceNum'),
    authCode: get('authCode'),
    extra: get('extra'),
    token: get('token'),
  };
}

/**
 * Provisioning steps (docs/product.md "Wi-Fi provisioning"): fill Wi-Fi info, device enters network mode,
 * distribute, detect, result.
 */
export const PROVISIONING_STEPS = ['fill', 'networkMode', 'distribute', 'detect', 'result'] as const;
export type ProvisioningStep = (typeof PROVISIONING_STEPS)[number];
