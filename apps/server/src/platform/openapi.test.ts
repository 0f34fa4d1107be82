import { API_PREFIX, ApiPath } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/index.ts';

interface Schema {
  schema: {
    required: string[];
    properties: Record<string, unknown> & { rows: { items: { properties: Record<string, unknown> } } };
  };
}

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes every route from the schemas they validate with', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${ApiPath.openapi}` });
    const doc = response.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<
                string,
                { schema: { properties: Record<string, unknown>; required: string[] } }
              >;
            };
            parameters: Array<{ name: string }>;
            security?: unknown;
          }
        >
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    const register = doc.paths[`${API_PREFIX}${ApiPath.register}`]?.post;
    const schema = register?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['username', 'password', 'confirmPassword', 'phonenumber']),
    );
    expect(register?.security).toBeUndefined();
    const updatePwd = doc.paths[`${API_PREFIX}${ApiPath.updatePassword}`]?.put;
    expect(updatePwd?.parameters.map((p) => p.name)).toEqual(['oldPassword', 'smsCode', 'newPassword']);
    expect(updatePwd?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths)).toHaveLength(new Set(Object.keys(doc.paths)).size);
  });

  it('documents the success body of every operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}${ApiPath.openapi}` })).json() as {
      paths: Record<string, Record<string, { responses: { '200': { content?: Record<string, Schema> } } }>>;
    };
    // Every route is registered with a contract descriptor, so every operation documents its 200 body
    // (docs/architecture.md "Routes are contracts"); a route added without one is named here.
    const undocumented = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.responses['200'].content)
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    expect(undocumented).toEqual([]);
    const groupList = doc.paths[`${API_PREFIX}${ApiPath.groupList}`]?.get;
    const body = groupList?.responses['200'].content?.['application/json']?.schema;
    expect(body?.required).toEqual(['code', 'msg', 'rows', 'total']);
    expect(Object.keys(body?.properties.rows.items.properties ?? {})).toEqual(
      expect.arrayContaining(['groupId', 'groupName', 'deviceCount']),
    );
    // A route that answers without the envelope documents its own body and media type.
    const picture = doc.paths[`${API_PREFIX}${ApiPath.newsAsset.replace(':name', '{name}')}`]?.get;
    expect(picture?.responses['200'].content?.['image/*']?.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});
