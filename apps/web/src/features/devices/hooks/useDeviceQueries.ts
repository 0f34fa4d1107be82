import type { AjaxResult, TableResult } from '@linli/contracts';
import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Paged } from '../../../lib/queries.ts';
import type { Envelope } from '../../../lib/request.ts';

export type { Paged } from '../../../lib/queries.ts';

/** A refusal the screen shows in its error state, in the server's words ('' = already toasted). */
export class ReadError extends Error {}

export function unwrap<T>(result: (Envelope & AjaxResult<T>) | false): T {
  if (!result) throw new ReadError('');
  if (result.code !== 200 || result.data === undefined) throw new ReadError(result.msg);
  return result.data;
}

export function useRead<T>(
  key: QueryKey,
  read: () => Promise<(Envelope & AjaxResult<T>) | false>,
  enabled = true,
) {
  return useQuery({ queryKey: key, queryFn: async () => unwrap(await read()), enabled });
}

/**
 * RuoYi table pages read one after another (docs/product.md "Loading and feedback": load more, loading, no
 * more).
 */
export function usePaged<T>(
  key: QueryKey,
  readPage: (pageNum: number) => Promise<(Envelope & TableResult<T>) | false>,
  enabled = true,
): Paged<T> {
  const query = useInfiniteQuery({
    queryKey: key,
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const result = await readPage(pageParam);
      if (!result) throw new ReadError('');
      if (result.code !== 200) throw new ReadError(result.msg);
      return { rows: result.rows ?? [], total: result.total ?? 0 };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? pages.length + 1 : undefined;
    },
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

/** A positive integer query parameter (`?deviceId=`), or undefined. */
export function useIdParam(name: string): number | undefined {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** All rows of one table read (short lists: products, groups, the device picker). */
export function useRows<T>(
  key: QueryKey,
  read: () => Promise<(Envelope & TableResult<T>) | false>,
  enabled = true,
) {
  return useQuery({
    queryKey: key,
    enabled,
    queryFn: async () => {
      const result = await read();
      if (!result) throw new ReadError('');
      if (result.code !== 200) throw new ReadError(result.msg);
      return result.rows ?? [];
    },
  });
}
