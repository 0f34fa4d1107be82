import type { RouteData, RouteDescriptor, RouteInput, RouteResponse, RouteRow } from '@linli/contracts';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from './api.ts';
import { toast } from './feedback.ts';

/**
 * The query layer over `call`: keys derived from the route and its input, reads by the shape of their answer
 * (`useData`, `useRows`), and writes that say which reads they make stale (`useApiMutation`).
 */

/** Every read of one route, whatever its input: what a write invalidates. */
export function routeKey(route: RouteDescriptor): QueryKey {
  return [route.method, route.path];
}

/** One read: the route and exactly the input it was called with. */
export function queryKey<D extends RouteDescriptor>(route: D, input: RouteInput<D>): QueryKey {
  const { params, query } = input as { params?: unknown; query?: unknown };
  return [...routeKey(route), params ?? null, query ?? null];
}

interface ReadOptions {
  enabled?: boolean;
}

/** The `data` of a `withData` route. */
export function useData<D extends RouteDescriptor>(
  route: D,
  input: RouteInput<D>,
  options: ReadOptions = {},
) {
  return useQuery<RouteData<D>, ApiError>({
    queryKey: queryKey(route, input),
    queryFn: async () => ((await call(route, input)) as { data: RouteData<D> }).data,
    enabled: options.enabled ?? true,
  });
}

/** The rows of a `tableOf` route read in one page (short lists: groups, products, pickers). */
export function useRows<D extends RouteDescriptor>(
  route: D,
  input: RouteInput<D>,
  options: ReadOptions = {},
) {
  return useQuery<RouteRow<D>[], ApiError>({
    queryKey: queryKey(route, input),
    queryFn: async () => ((await call(route, input)) as { rows: RouteRow<D>[] }).rows,
    enabled: options.enabled ?? true,
  });
}

/** What stays stale after a write: whole routes (any input), or keys of reads not moved to routes yet. */
export type Invalidation = RouteDescriptor | QueryKey;

function keyOfInvalidation(entry: Invalidation): QueryKey {
  return Array.isArray(entry) ? entry : routeKey(entry as RouteDescriptor);
}

/**
 * A write. On success the reads it names are refetched before the caller's own onSuccess runs (a screen that
 * goes back shows fresh data); a refusal is toasted in the server's words, and the caller's onError may
 * also put it beside its field.
 */
export function useApiMutation<D extends RouteDescriptor>(
  route: D,
  options: { invalidates?: readonly Invalidation[] } = {},
) {
  const client = useQueryClient();
  return useMutation<RouteResponse<D>, ApiError, RouteInput<D>>({
    mutationFn: (input) => call(route, input),
    onSuccess: async () => {
      await Promise.all(
        (options.invalidates ?? []).map((entry) =>
          client.invalidateQueries({ queryKey: keyOfInvalidation(entry) }),
        ),
      );
    },
    onError: (error) => {
      if (error.message) toast(error.message);
    },
  });
}

export { ApiError };
