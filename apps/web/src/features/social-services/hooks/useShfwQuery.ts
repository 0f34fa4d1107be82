import type { AjaxResult, TableResult } from '@linli/contracts';
import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Envelope } from '../../../lib/request.ts';
import { useProfile } from '../../users/hooks/useProfile.ts';

/** A refusal the screen shows in its error state, in the server's words. */
export class ReadError extends Error {}

/** The data of a read, or a ReadError (false: the request layer has already told the user). */
export function unwrap<T>(result: (Envelope & AjaxResult<T>) | false): T {
  if (!result) throw new ReadError('');
  if (result.code !== 200 || result.data === undefined) throw new ReadError(result.msg);
  return result.data;
}

export function useShfwQuery<T>(
  key: QueryKey,
  read: () => Promise<(Envelope & AjaxResult<T>) | false>,
  enabled = true,
) {
  return useQuery({ queryKey: key, queryFn: async () => unwrap(await read()), enabled, retry: false });
}

export interface PagedList<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: boolean;
  errorText: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  refetch: () => void;
}

/** Pages of a RuoYi table read one after another (infinite scroll: load more / loading / no more). */
export function usePagedList<T>(
  key: QueryKey,
  readPage: (pageNum: number) => Promise<(Envelope & TableResult<T>) | false>,
  enabled = true,
  /** Lists whose rows others change (a review, a status) are read again each time the screen opens. */
  fresh = false,
): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey: key,
    enabled,
    refetchOnMount: fresh ? 'always' : true,
    retry: false,
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
    refetch: () => void query.refetch(),
  };
}

/** Staff and administrators are the centre's social workers (the server checks again). */
export function useRoles() {
  const { profile } = useProfile();
  const roles = profile?.roles ?? [];
  return {
    profile,
    isStaff: roles.includes('staff') || roles.includes('admin'),
    isAdmin: roles.includes('admin'),
  };
}

/** A positive integer query parameter (`?id=`), or undefined. */
export function useNumberParam(name: string): number | undefined {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
