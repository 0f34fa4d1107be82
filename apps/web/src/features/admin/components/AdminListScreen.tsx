import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withQuery } from '../../../lib/paths.ts';
import type { Paged } from '../../../lib/queries.ts';
import { PagedList } from '../../common/components/PagedList.tsx';
import { PageHeader } from '../../common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useConfirmDelete } from '../hooks/useAdmin.ts';
import { AdminGate } from './AdminGate.tsx';
import { AdminRow } from './AdminRow.tsx';
import { AddButton, AdminSearch } from './AdminSearch.tsx';
import '../admin.css';

/** What a row shows besides its edit and delete buttons. */
export interface AdminRowView {
  title: string;
  cover?: string | undefined;
  status: string;
  muted: boolean;
  meta: string[];
}

/**
 * An administrators' searchable, paged list of one kind of record (`noun`: project, group, article), with
 * a "new" button and edit / delete on every row. Test ids: admin-{noun}-add, -search, -list, -{id};
 * admin-{noun}s and admin-{noun}s-footer.
 */
export function AdminListScreen<T extends { id: number }>({
  title,
  noun,
  formPath,
  useList,
  remove,
  rowOf,
}: {
  title: string;
  noun: string;
  /** The create / edit screen; editing adds `?id=`. */
  formPath: string;
  /** A hook reading the records that match the search, page after page (usePagedRows). */
  useList: (keyword: string) => Paged<T>;
  /** The delete, the way `call` (lib/api.ts) gives it: the answer, or an ApiError. */
  remove: (id: number) => Promise<unknown>;
  rowOf: (item: T) => AdminRowView;
}) {
  const { t } = useTranslation('admin');
  const go = useNavigateOnce();
  const [keyword, setKeyword] = useState('');
  const confirmDelete = useConfirmDelete();
  const list = useList(keyword);
  return (
    <>
      <PageHeader
        title={title}
        right={<AddButton onClick={() => go(formPath)} testId={`admin-${noun}-add`} />}
      />
      <div className="ss-page">
        <AdminGate>
          <AdminSearch onSearch={setKeyword} testId={`admin-${noun}-search`} />
          <PagedList list={list} emptyText={t('list.empty')} testId={`admin-${noun}s`}>
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
          </PagedList>
        </AdminGate>
      </div>
    </>
  );
}
