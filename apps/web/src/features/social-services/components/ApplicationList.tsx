import { APPLICATION_STATUSES, type ApplicationStatus, socialServicesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedRows } from '../../../lib/queries.ts';
import { PagedList } from '../../common/components/PagedList.tsx';
import { PAGE_SIZE } from '../queries.ts';
import { ApplicationCard } from './ApplicationCard.tsx';
import { Tabs } from './Tabs.tsx';

/** Requests by status: the resident's own ('my') or the centre's inbox ('all', staff). */
export function ApplicationList({
  scope,
  emptyText,
  emptyAction,
}: {
  scope: 'my' | 'all';
  emptyText: string;
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation('socialServices');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const route = scope === 'my' ? socialServicesRoutes.myApplications : socialServicesRoutes.applications;
  const list = usePagedRows(route, { query: { status: status || undefined } }, { pageSize: PAGE_SIZE });
  const tabs = [
    { value: '' as const, label: t('status.all') },
    ...APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
  ];
  return (
    <>
      <Tabs label={t('status.all')} value={status} onChange={setStatus} options={tabs} testId="status-tab" />
      <PagedList list={list} emptyText={emptyText} testId="applications">
        <div className="ss-list" data-testid="application-list">
          {list.items.map((a) => (
            <ApplicationCard key={a.id} item={a} staff={scope === 'all'} />
          ))}
        </div>
      </PagedList>
      {list.items.length === 0 && !list.loading && !list.error && emptyAction}
    </>
  );
}
