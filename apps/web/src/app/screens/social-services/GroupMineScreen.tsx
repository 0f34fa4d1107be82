import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { GroupApplicationCard } from '../../../features/social-services/components/GroupApplicationCard.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { PAGE_SIZE } from '../../../features/social-services/queries.ts';
import { paths } from '../../../lib/paths.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

function MyGroupApplications() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const list = usePagedRows(
    socialServicesRoutes.myGroupApplications,
    { query: {} },
    { pageSize: PAGE_SIZE, fresh: true },
  );
  return (
    <>
      <PagedList list={list} emptyText={t('group.mineEmpty')} testId="group-mine">
        <div className="ss-list" data-testid="group-mine-list">
          {list.items.map((a) => (
            <GroupApplicationCard key={a.id} item={a} />
          ))}
        </div>
      </PagedList>
      {list.items.length === 0 && !list.loading && !list.error && (
        <button type="button" className="ss-button ss-button--ghost" onClick={() => go(paths.groupList)}>
          {t('group.browse')}
        </button>
      )}
    </>
  );
}

/** /pagesC/group/mine: the resident's group and skill applications with status and the reviewer's note. */
export default function GroupMineScreen() {
  const { t } = useTranslation('socialServices');
  return (
    <>
      <PageHeader title={t('group.mine')} />
      <div className="ss-page">
        <LoginGate>
          <MyGroupApplications />
        </LoginGate>
      </div>
    </>
  );
}
