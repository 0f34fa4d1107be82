import type { ComponentProps, ReactNode } from 'react';
import { QueryState } from './QueryState.tsx';

/** What QueryData reads of a `useData`/`useRows` query. */
interface DataQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => Promise<unknown>;
}

type EmptyProps = Pick<
  ComponentProps<typeof QueryState>,
  'empty' | 'emptyTitle' | 'emptyText' | 'emptyAction'
>;

interface QueryDataProps<T> extends EmptyProps {
  query: DataQuery<T>;
  /** Names the states for the tests (QueryState's `testId`). */
  testId: string;
  /**
   * The screen has nothing to read by (no `?id=`): the query stays disabled, so this shows the error state
   * (with `missingText`) rather than a loader that never ends.
   */
  missing?: boolean;
  missingText?: string;
  /** The answer, once there is one. */
  children: (data: T) => ReactNode;
}

/** QueryState fed by one server read: its wait, its failure in the server's words with a retry, its answer. */
export function QueryData<T>({ query, missing = false, missingText, children, ...state }: QueryDataProps<T>) {
  return (
    <QueryState
      {...state}
      loading={query.isPending && !missing}
      error={missing || query.isError}
      errorText={(missing && missingText) || query.error?.message}
      onRetry={() => void query.refetch()}
    >
      {query.data !== undefined && children(query.data)}
    </QueryState>
  );
}
