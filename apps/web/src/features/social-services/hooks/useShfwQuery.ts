import type { AjaxResult, TableResult } from '@linli/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dataOf, pageOf } from '../../../lib/api.ts';
import { type Paged, usePages } from '../../../lib/queries.ts';
import type { Envelope } from '../../../lib/request.ts';
import { useProfile } from '../../users/hooks/useProfile.ts';

export function useShfwQuery<T>(
  key: QueryKey,
  read: () => Promise<(Envelope & AjaxResult<T>) | false>,
  enabled = true,
) {
  return useQuery({ queryKey: key, queryFn: async () => dataOf(await read()), enabled, retry: false });
}

export type PagedList<T> = Paged<T>;

/** Pages of a RuoYi table read one after another; refusals are shown, not retried. */
export function usePagedList<T>(
  key: QueryKey,
  readPage: (pageNum: number) => Promise<(Envelope & TableResult<T>) | false>,
  enabled = true,
  /** Lists whose rows others change (a review, a status) are read again each time the screen opens. */
  fresh = false,
): PagedList<T> {
  return usePages(key, async (pageNum) => pageOf(await readPage(pageNum)), { enabled, fresh, retry: false });
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
