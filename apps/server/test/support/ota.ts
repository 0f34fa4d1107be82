import type { Firmware } from '@linli/contracts';
import { freePort } from '@linli/testkit/ports';
import { randomToken } from '../../src/platform/secrets.ts';
import { createTestApp, type TestApp } from './index.ts';

/** A server with the broker that also listens on HTTP: simulated devices download firmware from it. */
export async function createListeningApp(): Promise<TestApp> {
  const port = await freePort();
  const t = await createTestApp({ PORT: String(port), HOST: '127.0.0.1' }, { broker: true });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}

/** A multipart form with text fields first, then the file, as the web app sends it. */
export function firmwareForm(fields: Record<string, string>, file: Buffer, fileName = 'fw.bin') {
  const boundary = `----linli${randomToken(8)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadFirmware(
  t: TestApp,
  adminToken: string,
  fields: { productId: number; version: string; firmwareName?: string },
  file: Buffer,
) {
  const form = firmwareForm(
    {
      productId: String(fields.productId),
      version: fields.version,
      firmwareName: fields.firmwareName ?? 'Main firmware',
    },
    file,
  );
  return t.call<{ data: Firmware }>('POST', '/iot/firmware', { token: adminToken, ...form });
}
