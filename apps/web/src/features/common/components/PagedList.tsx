import type { ComponentProps, ReactNode } from 'react';
import type { Paged } from '../../../lib/queries.ts';
import { ListFooter } from './ListFooter.tsx';
import { QueryState } from './QueryState.tsx';

/** The words and the button QueryState shows when a list has no rows. */
type EmptyWords = Pick<ComponentProps<typeof QueryState>, 'emptyTitle' | 'emptyText' | 'emptyAction'>;

interface PagedStateProps extends EmptyWords {
  list: Pick<Paged<unknown>, 'items' | 'loading' | 'error' | 'errorText' | 'refetch'>;
  /** Names the states for the tests (QueryState's `testId`). */
  testId: string;
  /** The screen has nothing to read by (no id in the address): the error state, never the loader. */
  missing?: boolean;
  /** Said on a failure when the server gave no words of its own. */
  errorText?: string;
  /** Rows picked out of the list (drafts, a preview) whose absence counts as empty; else the list's own. */
  shown?: readonly unknown[];
  children: ReactNode;
}

/** QueryState fed by a paged read (`usePagedRows`): its wait, its failure with a retry, its emptiness. */
export function PagedState({ list, missing = false, errorText, shown, children, ...state }: PagedStateProps) {
  return (
    <QueryState
      {...state}
      loading={list.loading}
      error={missing || list.error}
      errorText={list.errorText || errorText}
      empty={(shown ?? list.items).length === 0}
      onRetry={() => void list.refetch()}
    >
      {children}
    </QueryState>
  );
}

interface PagedListProps extends Omit<PagedStateProps, 'list' | 'shown'> {
  list: Paged<unknown>;
}

/**
 * An infinite list (docs/product.md "Loading and feedback"): the states of the read, the rows the screen
 * lays out (`children`), and below them the foot that loads the next page (`<testId>-footer`).
 */
export function PagedList({ list, testId, children, ...state }: PagedListProps) {
  return (
    <PagedState {...state} list={list} testId={testId}>
      {children}
      <ListFooter list={list} testId={`${testId}-footer`} />
    </PagedState>
  );
}
