import { API_PREFIX } from '../api-paths.ts';

// How a route descriptor (route.ts) becomes an address. Apart from the descriptors so that the app's calls
// read them without the schemas route.ts builds.

/** The full URL path a route is served at, `:name` segments left in. */
export function routeUrl(route: { path: string; prefix?: string }): string {
  return `${route.prefix ?? API_PREFIX}${route.path}`;
}

/**
 * How tables name a route: "METHOD /path" for an /api route, "METHOD /prefix/path" for one mounted
 * elsewhere (the same path may exist under both).
 */
export function routeKey(route: { method: string; path: string; prefix?: string }): string {
  return `${route.method} ${route.prefix ?? ''}${route.path}`;
}

/** The URL path of a call: `:name` segments filled from the params, each encoded. */
export function pathOf(route: { path: string }, params?: Record<string, unknown>): string {
  return route.path.replace(/:(\w+)/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : encodeURIComponent(String(params[name])),
  );
}
