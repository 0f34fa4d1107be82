import { RECORD_KINDS, type RecordKind, socialServicesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { RecordRow } from '../../../features/social-services/components/RecordCards.tsx';
import { Tabs } from '../../../features/social-services/components/Tabs.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { PAGE_SIZE } from '../../../features/social-services/queries.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';

/** /pagesC/shfw/fwqd?personId=: the service list (records the caller may see), by kind. Title blank. */
export default function ServiceListScreen() {
  const { t } = useTranslation('socialServices');
  const personId = useNumberParam('personId');
  const [kind, setKind] = useState<RecordKind | ''>('');
  const query = { personId, kind: kind || undefined };
  const list = usePagedRows(socialServicesRoutes.records, { query }, { pageSize: PAGE_SIZE });
  const tabs = [
    { value: '' as const, label: t('record.all') },
    ...RECORD_KINDS.map((k) => ({ value: k, label: t(`record.${k}`) })),
  ];
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <LoginGate>
          <h2 className="ss-section-head__title">{t('record.listTitle')}</h2>
          <Tabs
            label={t('record.listTitle')}
            value={kind}
            onChange={setKind}
            options={tabs}
            testId="kind-tab"
          />
          <PagedList list={list} emptyText={t('record.empty')} testId="records">
            <div className="ss-list">
              {list.items.map((r) => (
                <RecordRow key={r.id} record={r} />
              ))}
            </div>
          </PagedList>
        </LoginGate>
      </div>
    </>
  );
}
