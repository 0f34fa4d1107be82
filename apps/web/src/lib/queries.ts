import type { RouteData, RouteDescriptor, RouteInput, RouteResponse, RouteRow } from '@linli/contracts';
import {
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, call } from './api.ts';
import { toast } from './feedback.ts';
import { currentLanguage } from './i18n.ts';

/**
 * The query layer over `call`: keys derived from the route and its input, reads by the shape of their answer
 * (`useData`, `useRows`), and writes that say which reads they make stale (`useApiMutation`).
 */

/** Every read of one route, whatever its input: what a write invalidates. */
export function routeKey(route: RouteDescriptor): QueryKey {
  return [route.method, route.path];
}

/**
 * One read: the route, the language it was read in (the server words names, categories and statuses in the
 * caller's language, so a change of language reads again) and exactly the input it was called with.
 */
export function queryKey<D extends RouteDescriptor>(route: D, input: RouteInput<D>): QueryKey {
  const { params, query } = input as { params?: unknown; query?: unknown };
  return [...routeKey(route), currentLanguage(), params ?? null, query ?? null];
}

/** The pages `usePagedRows` keeps for one read (one entry per filter). */
export function pagedKey<D extends RouteDescriptor>(route: D, input: RouteInput<D>): QueryKey {
  return [...queryKey(route, input), 'pages'];
}

/** What a key made by `pagedKey` was read with: its query (filters) and whether it holds pages at all. */
export function pagedKeyQuery(key: QueryKey): { paged: boolean; query: unknown } {
  return { paged: key.at(-1) === 'pages', query: key[4] ?? undefined };
}

interface ReadOptions {
  enabled?: boolean;
  /** How long an answer counts as fresh (ms): data that seldom changes (templates) is read once. */
  staleTime?: number;
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
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
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

export interface Paged<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: boolean;
  errorText: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  refetch: () => Promise<unknown>;
}

/** One page of a RuoYi table. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PagesOptions extends ReadOptions {
  /** Lists whose rows others change (a review, a status) are read again each time the screen opens. */
  fresh?: boolean;
  /** Refusals are shown, not retried (the social-services screens). */
  retry?: boolean;
}

/**
 * Pages of a RuoYi table read one after another (docs/product.md "Loading and feedback": load more,
 * loading, no more): the one paging hook, under `usePagedRows` and the reads not moved to routes yet.
 */
function usePages<T>(
  key: QueryKey,
  readPage: (pageNum: number) => Promise<Page<T>>,
  options: PagesOptions = {},
): Paged<T> {
  const enabled = options.enabled ?? true;
  const query = useInfiniteQuery({
    queryKey: key,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => readPage(pageParam),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? pages.length + 1 : undefined;
    },
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
    ...(options.retry === false ? { retry: false } : {}),
  });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((p) => p.rows),
    total: pages[0]?.total ?? 0,
    loading: query.isPending && enabled,
    error: query.isError,
    errorText: query.error instanceof Error ? query.error.message : '',
    hasMore: !!query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    refetch: () => query.refetch(),
  };
}

/** A `tableOf` route read page after page; `input.query` holds the filters, the page number is the hook's. */
export function usePagedRows<D extends RouteDescriptor>(
  route: D,
  input: RouteInput<D>,
  options: PagesOptions & { pageSize?: number } = {},
): Paged<RouteRow<D>> {
  const base = input as { params?: unknown; query?: Record<string, unknown> };
  return usePages(
    pagedKey(route, input),
    async (pageNum) => {
      const query = { ...base.query, pageNum, ...(options.pageSize ? { pageSize: options.pageSize } : {}) };
      return (await call(route, { ...base, query } as RouteInput<D>)) as Page<RouteRow<D>>;
    },
    options,
  );
}

/** What stays stale after a write: whole routes, whatever input they were read with. */
export type Invalidation = RouteDescriptor;

export interface MutationOptions {
  /** Reads made stale by the write, refetched on success. */
  invalidates?: readonly Invalidation[];
  /**
   * A write the person did not ask for by a tap (an autosave): no loading mask and no toast on a refusal;
   * the screen shows its own state from the mutation.
   */
  background?: boolean;
  /** The screen shows a refusal itself, beside what it is about (a template's offending path): no toast. */
  showsRefusal?: boolean;
  /** How long to wait for the answer (ms), for writes with a time limit of their own (a device command). */
  timeout?: number;
  /**
   * The loading mask, on by default for writes. A read made on a tap (download my data, find a user by phone)
   * is a mutation too, with `loading: true`: the person waits for it.
   */
  loading?: boolean;
}

/**
 * A write. On success the reads it names are refetched before the caller's own onSuccess runs (a screen that
 * goes back shows fresh data); a refusal is toasted in the server's words, and the caller's onError may
 * also put it beside its field.
 */
export function useApiMutation<D extends RouteDescriptor>(route: D, options: MutationOptions = {}) {
  const client = useQueryClient();
  const { background = false, showsRefusal = false, timeout } = options;
  const loading = background ? false : options.loading;
  return useMutation<RouteResponse<D>, ApiError, RouteInput<D>>({
    mutationFn: (input) =>
      call(route, input, { ...(loading !== undefined ? { loading } : {}), ...(timeout ? { timeout } : {}) }),
    onSuccess: async () => {
      await Promise.all(
        (options.invalidates ?? []).map((entry) => client.invalidateQueries({ queryKey: routeKey(entry) })),
      );
    },
    onError: (error) => {
      if (error.message && !background && !showsRefusal) toast(error.message);
    },
  });
}

export { ApiError };
