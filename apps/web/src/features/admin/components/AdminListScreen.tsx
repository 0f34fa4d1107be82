import type { TableResult } from '@linli/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withQuery } from '../../../app/paths.ts';
import type { Envelope } from '../../../lib/request.ts';
import { PageHeader } from '../../common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { ListFooter } from '../../social-services/components/ListFooter.tsx';
import { QueryView } from '../../social-services/components/QueryView.tsx';
import { usePagedList } from '../../social-services/hooks/useShfwQuery.ts';
import { useConfirmDelete } from '../hooks/useAdmin.ts';
import { AdminGate } from './AdminGate.tsx';
import { AdminRow } from './AdminRow.tsx';
import { AddButton, AdminSearch } from './AdminSearch.tsx';
import '../../social-services/socialServices.css';
import '../admin.css';

/** What a row shows besides its edit and delete buttons. */
export interface AdminRowView {
  title: string;
  cover?: string | undefined;
  status: string;
  muted: boolean;
  meta: string[];
}

type Sent = Promise<(Envelope & { data?: unknown }) | false>;

/**
 * An administrators' searchable, paged list of one kind of record (`noun`: project, group, article), with
 * a "new" button and edit / delete on every row. Test ids: admin-{noun}-add, -search, -list, -{id};
 * admin-{noun}s and admin-{noun}s-footer.
 */
export function AdminListScreen<T extends { id: number }>({
  title,
  noun,
  formPath,
  listKey,
  readPage,
  remove,
  rowOf,
}: {
  title: string;
  noun: string;
  /** The create / edit screen; editing adds `?id=`. */
  formPath: string;
  listKey: (keyword: string, language: string) => QueryKey;
  readPage: (keyword: string, pageNum: number) => Promise<(Envelope & TableResult<T>) | false>;
  remove: (id: number) => Sent;
  rowOf: (item: T) => AdminRowView;
}) {
  const { t, i18n } = useTranslation('admin');
  const go = useNavigateOnce();
  const [keyword, setKeyword] = useState('');
  const confirmDelete = useConfirmDelete();
  const list = usePagedList(listKey(keyword, i18n.language), (n) => readPage(keyword, n), true, true);
  return (
    <>
      <PageHeader
        title={title}
        right={<AddButton onClick={() => go(formPath)} testId={`admin-${noun}-add`} />}
      />
      <div className="ss-page">
        <AdminGate>
          <AdminSearch onSearch={setKeyword} testId={`admin-${noun}-search`} />
          <QueryView
            loading={list.loading}
            error={list.error}
            errorText={list.errorText}
            empty={list.items.length === 0}
            emptyText={t('list.empty')}
            onRetry={list.refetch}
            testId={`admin-${noun}s`}
          >
            <div className="ss-list" data-testid={`admin-${noun}-list`}>
              {list.items.map((item) => {
                const row = rowOf(item);
                return (
                  <AdminRow
                    key={item.id}
                    {...row}
                    onEdit={() => go(withQuery(formPath, { id: String(item.id) }))}
                    onDelete={() => void confirmDelete(row.title, () => remove(item.id))}
                    testId={`admin-${noun}-${item.id}`}
                  />
                );
              })}
            </div>
            <ListFooter list={list} testId={`admin-${noun}s-footer`} />
          </QueryView>
        </AdminGate>
      </div>
    </>
  );
}
