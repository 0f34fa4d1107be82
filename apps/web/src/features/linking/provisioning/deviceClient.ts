/**
 * The app's side of the device's provisioning web server (docs/fastbee.md "Wi-Fi provisioning"): poll
 * `GET /status` (5 s timeout, every 5 s in FastBee), send `POST /config` with the URL-encoded query (10 s
 * timeout). The address must be in the server's PROVISIONING_ORIGINS, or the Content-Security-Policy blocks
 * the call.
 */
export const STATUS_TIMEOUT_MS = 5_000;
export const CONFIG_TIMEOUT_MS = 10_000;

export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

async function call(url: string, method: 'GET' | 'POST', timeoutMs: number): Promise<Response | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { method, signal: controller.signal, cache: 'no-store', credentials: 'omit' });
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a device in network-setup mode answers at the address. */
export async function deviceAnswers(address: string): Promise<boolean> {
  const response = await call(`${normaliseAddress(address)}/status`, 'GET', STATUS_TIMEOUT_MS);
  return response?.ok === true;
}

export type ConfigOutcome = 'sent' | 'refused' | 'unreachable';

export async function sendConfig(address: string, query: string): Promise<ConfigOutcome> {
  const response = await call(`${normaliseAddress(address)}/config?${query}`, 'POST', CONFIG_TIMEOUT_MS);
  if (!response) return 'unreachable';
  return response.ok ? 'sent' : 'refused';
}
