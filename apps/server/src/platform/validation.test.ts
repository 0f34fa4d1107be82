import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAccount, type TestApp } from '../../test/support/index.ts';

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
