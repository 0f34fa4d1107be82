import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { RecordDetailCard } from '../../../features/social-services/components/RecordCards.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { PAGE_SIZE } from '../../../features/social-services/queries.ts';
import { useData, usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { ListFooter } from '../../../features/common/components/ListFooter.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

function OneRecord({ id }: { id: number }) {
  const query = useData(socialServicesRoutes.record, { params: { id } });
  return (
    <QueryState
      loading={query.isPending}
      error={query.isError}
      errorText={query.error?.message}
      onRetry={() => void query.refetch()}
      testId="record"
    >
      {query.data && <RecordDetailCard record={query.data} />}
    </QueryState>
  );
}

function DetailList({ personId }: { personId: number | undefined }) {
  const { t } = useTranslation('socialServices');
  const list = usePagedRows(socialServicesRoutes.records, { query: { personId } }, { pageSize: PAGE_SIZE });
  return (
    <QueryState
      loading={list.loading}
      error={list.error}
      errorText={list.errorText}
      empty={list.items.length === 0}
      emptyText={t('record.empty')}
      onRetry={list.refetch}
      testId="records"
    >
      <div className="ss-list">
        {list.items.map((r) => (
          <RecordDetailCard key={r.id} record={r} />
        ))}
      </div>
      <ListFooter list={list} testId="records-footer" />
    </QueryState>
  );
}

/** /pagesC/shfw/mxInfo: one record (`?id=`) or the detail list of a person's records (`?personId=`). */
export default function RecordDetailScreen() {
  const id = useNumberParam('id');
  const personId = useNumberParam('personId');
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <LoginGate>{id ? <OneRecord id={id} /> : <DetailList personId={personId} />}</LoginGate>
      </div>
    </>
  );
}
