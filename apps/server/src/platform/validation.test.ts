import { ErrorCode } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appWithAccount, type TestApp } from '../../test/support/index.ts';
import { parseInput } from './validation.ts';

/** U+0000 in any input: PostgreSQL text cannot hold it, so both databases refuse it alike, naming the field. */
describe('input holding U+0000', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await appWithAccount());
  });
  afterAll(() => t.close());

  it('in a query string: refused, naming the field (was a server error on PostgreSQL)', async () => {
    const { body } = await t.call('GET', '/assessment/latest', {
      token,
      query: { type: 'elderly-ability', subjectType: 'person', subjectRef: '\u0000' },
    });
    expect(body).toMatchObject({ code: 500, errorCode: 'FIELD_INVALID', field: 'subjectRef' });
  });

  it('deep in a body: refused, nothing stored', async () => {
    const { body } = await t.call('POST', '/iot/group', {
      token,
      body: { groupName: 'Kitchen\u0000', groupOrder: 1 },
    });
    expect(body).toMatchObject({ code: 500, errorCode: 'FIELD_INVALID', field: 'groupName' });
    const list = await t.call<{ total: number }>('GET', '/iot/group/list', { token });
    expect(list.body.total).toBe(0);
  });

  it('in a key: the body is refused as a whole', async () => {
    const { body } = await t.call('POST', '/iot/group', {
      token,
      body: { 'groupName\u0000': 'x', groupName: 'Kitchen', groupOrder: 1 },
    });
    expect(body).toMatchObject({ code: 500, errorCode: 'BODY_INVALID' });
  });
});

/**
 * A JSON object with no primitive form (`{"toString": null}`) where a schema converts a value with its own
 * code (a preprocess calling String): the conversion throws inside the schema. The fuzz test found the
 * FastBee app's timer switch answering 500 to it.
 */
describe('a value that cannot be converted', () => {
  const unconvertible = { toString: null };

  it('is refused as an invalid body by parseInput, whatever the schema does', () => {
    const schema = z.object({ status: z.preprocess((v) => String(v), z.enum(['0', '1'])) });
    expect(() => parseInput(schema, { status: unconvertible })).toThrow(
      expect.objectContaining({ errorCode: ErrorCode.BODY_INVALID }),
    );
  });

  it('the FastBee app timer switch: HTTP 200, refused with a message, nothing changed', async () => {
    const { t, token } = await appWithAccount();
    try {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/prod-api/iot/job/changeStatus',
        headers: { authorization: `Bearer ${token}` },
        payload: { jobId: 1, status: unconvertible },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ code: 500, errorCode: 'BODY_INVALID', msg: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
