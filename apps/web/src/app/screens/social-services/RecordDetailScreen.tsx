import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { ListFooter } from '../../../features/social-services/components/ListFooter.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { RecordDetailCard } from '../../../features/social-services/components/RecordCards.tsx';
import {
  useNumberParam,
  usePagedList,
  useShfwQuery,
} from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';

function OneRecord({ id }: { id: number }) {
  const query = useShfwQuery(shfwKeys.record(id), () => shfwApi.record(id));
  return (
    <QueryView
      loading={query.isPending}
      error={query.isError}
      errorText={query.error?.message}
      onRetry={() => void query.refetch()}
      testId="record"
    >
      {query.data && <RecordDetailCard record={query.data} />}
    </QueryView>
  );
}

function DetailList({ personId }: { personId: number | undefined }) {
  const { t } = useTranslation('socialServices');
  const filter = { personId };
  const list = usePagedList(shfwKeys.records(filter), (n) => shfwApi.records(filter, n));
  return (
    <QueryView
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
    </QueryView>
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
