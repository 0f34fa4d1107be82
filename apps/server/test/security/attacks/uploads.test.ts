import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * Attacks on uploads (SECURITY.md "Uploads"): a multipart body the parser cannot follow — no boundary, an
 * empty one, cut short, garbage — is the sender's mistake. Every upload route answers it with a clear
 * refusal naming the file, never a server error, and keeps nothing.
 */
describe('attacks on uploads: malformed multipart bodies are refused, never a server error', () => {
  let t: TestApp;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = (await signIn(t)).token;
    admin = (await signIn(t, ['admin'])).token;
  });
  afterAll(() => t.close());

  const part =
    'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  const bodies: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', `--x\r\n${part}abc\r\n--x--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n\r\n'],
    ['cut short', 'multipart/form-data; boundary=x', `--x\r\n${part}abc`],
    ['garbage', 'multipart/form-data; boundary=x', 'garbage, not a form'],
    [
      'a broken part header',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition\r\n\r\nabc\r\n--x--\r\n',
    ],
  ];

  it.each([
    ['/api/common/upload', () => member],
    ['/api/system/user/profile/avatar', () => member],
    ['/api/iot/firmware', () => admin],
  ])('%s', async (url, token) => {
    for (const [what, contentType, payload] of bodies) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, authorization: `Bearer ${token()}` },
        payload,
      });
      expect(answer.statusCode, what).toBeLessThan(500);
      const body = answer.json() as { code: number; errorCode: string; field?: string; msg: string };
      expect(body.code, what).toBe(500);
      expect(['UPLOAD_MALFORMED', 'UPLOAD_EMPTY'], `${what}: ${body.errorCode}`).toContain(body.errorCode);
      expect(body.field).toBe('file');
    }
    const kept = await t.db.kysely.selectFrom('uploads').select('id').execute();
    expect(kept).toEqual([]);
  });
});
