import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { RecordDetailCard } from '../../../features/social-services/components/RecordCards.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { PAGE_SIZE } from '../../../features/social-services/queries.ts';
import { useData, usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';

function OneRecord({ id }: { id: number }) {
  const query = useData(socialServicesRoutes.record, { params: { id } });
  return (
    <QueryData query={query} testId="record">
      {(record) => <RecordDetailCard record={record} />}
    </QueryData>
  );
}

function DetailList({ personId }: { personId: number | undefined }) {
  const { t } = useTranslation('socialServices');
  const list = usePagedRows(socialServicesRoutes.records, { query: { personId } }, { pageSize: PAGE_SIZE });
  return (
    <PagedList list={list} emptyText={t('record.empty')} testId="records">
      <div className="ss-list">
        {list.items.map((r) => (
          <RecordDetailCard key={r.id} record={r} />
        ))}
      </div>
    </PagedList>
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
