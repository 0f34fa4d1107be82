import { GROUP_APPLICATION_STATUSES, type GroupApplicationStatus } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { GroupApplicationCard } from '../../../features/social-services/components/GroupApplicationCard.tsx';
import { GroupReviewPanel } from '../../../features/social-services/components/GroupReviewPanel.tsx';
import { ListFooter } from '../../../features/social-services/components/ListFooter.tsx';
import { StaffGate } from '../../../features/social-services/components/LoginGate.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { Tabs } from '../../../features/social-services/components/Tabs.tsx';
import { usePagedList, useRoles } from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

function ReviewList() {
  const { t } = useTranslation('socialServices');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<GroupApplicationStatus | ''>('pending');
  const list = usePagedList(
    shfwKeys.groupApplications('all', status),
    (n) => shfwApi.groupApplications(status || undefined, n),
    true,
    true,
  );
  const tabs = [
    ...GROUP_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`group.${s}`) })),
    { value: '' as const, label: t('group.all') },
  ];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['shfw', 'group-applications'] });
  return (
    <>
      <Tabs
        label={t('group.review')}
        value={status}
        onChange={setStatus}
        options={tabs}
        testId="review-tab"
      />
      <QueryView
        loading={list.loading}
        error={list.error}
        errorText={list.errorText}
        empty={list.items.length === 0}
        emptyText={t('group.reviewEmpty')}
        onRetry={list.refetch}
        testId="group-review"
      >
        <div className="ss-list" data-testid="group-review-list">
          {list.items.map((a) => (
            <GroupApplicationCard key={a.id} item={a} staff>
              {a.status === 'pending' && <GroupReviewPanel item={a} onDone={refresh} />}
            </GroupApplicationCard>
          ))}
        </div>
        <ListFooter list={list} testId="group-review-footer" />
      </QueryView>
    </>
  );
}

/** /pagesC/group/review: social workers approve or reject group and skill applications. */
export default function GroupReviewScreen() {
  const { t } = useTranslation('socialServices');
  const { isStaff } = useRoles();
  return (
    <>
      <PageHeader title={t('group.review')} />
      <div className="ss-page">
        <StaffGate isStaff={isStaff}>
          <ReviewList />
        </StaffGate>
      </div>
    </>
  );
}
