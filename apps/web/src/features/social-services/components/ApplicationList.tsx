import { APPLICATION_STATUSES, type ApplicationStatus } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shfwApi, shfwKeys } from '../api/socialServicesApi.ts';
import { usePagedList } from '../hooks/useShfwQuery.ts';
import { ApplicationCard } from './ApplicationCard.tsx';
import { ListFooter } from './ListFooter.tsx';
import { QueryView } from './QueryView.tsx';
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
  const read = scope === 'my' ? shfwApi.myApplications : shfwApi.allApplications;
  const list = usePagedList(shfwKeys.applications(scope, status), (n) => read(status || undefined, n));
  const tabs = [
    { value: '' as const, label: t('status.all') },
    ...APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
  ];
  return (
    <>
      <Tabs label={t('status.all')} value={status} onChange={setStatus} options={tabs} testId="status-tab" />
      <QueryView
        loading={list.loading}
        error={list.error}
        errorText={list.errorText}
        empty={list.items.length === 0}
        emptyText={emptyText}
        onRetry={list.refetch}
        testId="applications"
      >
        <div className="ss-list" data-testid="application-list">
          {list.items.map((a) => (
            <ApplicationCard key={a.id} item={a} staff={scope === 'all'} />
          ))}
        </div>
        <ListFooter list={list} testId="applications-footer" />
      </QueryView>
      {list.items.length === 0 && !list.loading && !list.error && emptyAction}
    </>
  );
}
