import { routeUrl } from '@linli/contracts';
import { z } from 'zod';
import type { RegisteredRoute } from './api-router.ts';

function schemaOf(
  schema: z.ZodType | undefined,
  io: 'input' | 'output' = 'input',
): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return { type: 'object' };
  }
}

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  const json = schemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  return Object.entries(json?.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json?.required ?? []).includes(name),
    schema: property,
  }));
}

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

/** The success body: the RuoYi envelope's `code` and `msg` around the descriptor's response keys. */
function successOf(route: RegisteredRoute) {
  if (route.bare) {
    const { mediaType } = route.bare;
    return {
      description: 'Success (no envelope)',
      content: { [mediaType]: { schema: schemaOf(route.response, 'output') } },
    };
  }
  const keys = (schemaOf(route.response, 'output') ?? {}) as ObjectSchema;
  const schema = {
    type: 'object',
    properties: {
      code: { type: 'integer', const: 200 },
      msg: { type: 'string' },
      ...keys.properties,
    },
    required: ['code', 'msg', ...(keys.required ?? [])],
  };
  return { description: 'Success', content: { 'application/json': { schema } } };
}

/** The OpenAPI 3.1 document, generated from the very schemas the routes validate with. */
export function buildOpenApi(routes: readonly RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const url = routeUrl(route).replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [...parametersOf(route.query, 'query'), ...parametersOf(route.params, 'path')],
      responses: { '200': successOf(route) },
    };
    if (route.access !== 'public') operation.security = [{ bearer: [] }];
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(route.body) } },
      };
    }
    if (route.multipart) {
      operation.requestBody = {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { [route.multipart.file]: { type: 'string', format: 'binary' } },
            },
          },
        },
      };
    }
    paths[url] = { ...(paths[url] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0' as const,
    info: { title: 'Linli API', version },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
