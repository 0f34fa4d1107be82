import {
  GROUP_APPLICATION_STATUSES,
  type GroupApplicationStatus,
  socialServicesRoutes,
} from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { GroupApplicationCard } from '../../../features/social-services/components/GroupApplicationCard.tsx';
import { GroupReviewPanel } from '../../../features/social-services/components/GroupReviewPanel.tsx';
import { StaffGate } from '../../../features/social-services/components/LoginGate.tsx';
import { Tabs } from '../../../features/social-services/components/Tabs.tsx';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { PAGE_SIZE } from '../../../features/social-services/queries.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

function ReviewList() {
  const { t } = useTranslation('socialServices');
  const [status, setStatus] = useState<GroupApplicationStatus | ''>('pending');
  const list = usePagedRows(
    socialServicesRoutes.groupApplications,
    { query: { status: status || undefined } },
    { pageSize: PAGE_SIZE, fresh: true },
  );
  const tabs = [
    ...GROUP_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`group.${s}`) })),
    { value: '' as const, label: t('group.all') },
  ];
  return (
    <>
      <Tabs
        label={t('group.review')}
        value={status}
        onChange={setStatus}
        options={tabs}
        testId="review-tab"
      />
      <PagedList list={list} emptyText={t('group.reviewEmpty')} testId="group-review">
        <div className="ss-list" data-testid="group-review-list">
          {list.items.map((a) => (
            <GroupApplicationCard key={a.id} item={a} staff>
              {a.status === 'pending' && <GroupReviewPanel item={a} />}
            </GroupApplicationCard>
          ))}
        </div>
      </PagedList>
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
        <StaffGate isStaff={isStaff} page="groupReview">
          <ReviewList />
        </StaffGate>
      </div>
    </>
  );
}
