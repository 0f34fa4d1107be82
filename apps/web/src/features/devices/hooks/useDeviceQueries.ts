import type { AjaxResult, TableResult } from '@linli/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dataOf, pageOf } from '../../../lib/api.ts';
import { type Paged, usePages } from '../../../lib/queries.ts';
import type { Envelope } from '../../../lib/request.ts';

export type { Paged } from '../../../lib/queries.ts';

export function useRead<T>(
  key: QueryKey,
  read: () => Promise<(Envelope & AjaxResult<T>) | false>,
  enabled = true,
) {
  return useQuery({ queryKey: key, queryFn: async () => dataOf(await read()), enabled });
}

/** RuoYi table pages read one after another (docs/product.md "Loading and feedback"). */
export function usePaged<T>(
  key: QueryKey,
  readPage: (pageNum: number) => Promise<(Envelope & TableResult<T>) | false>,
  enabled = true,
): Paged<T> {
  return usePages(key, async (pageNum) => pageOf(await readPage(pageNum)), { enabled });
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
    queryFn: async () => pageOf(await read()).rows,
  });
}
