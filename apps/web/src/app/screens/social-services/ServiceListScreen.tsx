import { RECORD_KINDS, type RecordKind } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { ListFooter } from '../../../features/social-services/components/ListFooter.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { RecordRow } from '../../../features/social-services/components/RecordCards.tsx';
import { Tabs } from '../../../features/social-services/components/Tabs.tsx';
import { useNumberParam, usePagedList } from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';

/** /pagesC/shfw/fwqd?personId=: the service list (records the caller may see), by kind. Title blank. */
export default function ServiceListScreen() {
  const { t } = useTranslation('socialServices');
  const personId = useNumberParam('personId');
  const [kind, setKind] = useState<RecordKind | ''>('');
  const filter = { personId, kind: kind || undefined };
  const list = usePagedList(shfwKeys.records(filter), (n) => shfwApi.records(filter, n));
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
                <RecordRow key={r.id} record={r} />
              ))}
            </div>
            <ListFooter list={list} testId="records-footer" />
          </QueryView>
        </LoginGate>
      </div>
    </>
  );
}
