import { API_PREFIX, ApiPath } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';

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
    expect(updatePwd?.parameters.map((p) => p.name)).toEqual(['oldPassword', 'newPassword']);
    expect(updatePwd?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths)).toHaveLength(new Set(Object.keys(doc.paths)).size);
  });
});
