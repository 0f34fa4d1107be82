import { GROUP_KINDS, type GroupKind, socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../../../features/common/hooks/useRequireLogin.ts';
import { GroupCard } from '../../../features/social-services/components/GroupBits.tsx';
import {
  SearchableTabList,
  useTabAndKeyword,
} from '../../../features/social-services/components/SearchableTabList.tsx';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { PAGE_SIZE } from '../../../features/social-services/queries.ts';
import { paths } from '../../../lib/paths.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

const isKind = (v: string | null): v is GroupKind => GROUP_KINDS.includes(v as GroupKind);

/** /pagesC/group/index housing/service groups: kind tabs, search, infinite scroll. `?kind=&keyword=`. */
export default function GroupListScreen() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const requireLogin = useRequireLogin();
  const { profile, isStaff } = useRoles();
  const filter = useTabAndKeyword('kind', isKind);
  const { tab: kind, keyword } = filter;
  const list = usePagedRows(
    socialServicesRoutes.groups,
    { query: { kind, keyword: keyword || undefined } },
    { pageSize: PAGE_SIZE },
  );

  const tabs = [
    { value: '' as string, label: t('group.all') },
    ...GROUP_KINDS.map((k) => ({ value: k as string, label: t(`group.${k}`) })),
  ];

  return (
    <>
      <PageHeader title={t('group.title')} />
      <div className="ss-page">
        <SearchableTabList
          noun="group"
          filter={filter}
          searchPlaceholder={t('group.search')}
          searchLabel={t('group.search')}
          tabsLabel={t('group.title')}
          tabs={tabs}
          list={list}
          emptyText={t('group.empty')}
          renderItem={(g) => <GroupCard key={g.id} group={g} />}
        >
          <nav className="ss-actions" aria-label={t('summary.links')}>
            <button
              type="button"
              className="ss-button ss-button--ghost"
              onClick={() => requireLogin(() => go(paths.groupSkill), paths.groupSkill)}
              data-testid="group-offer-skill"
            >
              {t('group.skill')}
            </button>
            {profile && (
              <button
                type="button"
                className="ss-button ss-button--ghost"
                onClick={() => go(paths.groupMine)}
                data-testid="group-mine-link"
              >
                {t('group.mine')}
              </button>
            )}
            {isStaff && (
              <button
                type="button"
                className="ss-button ss-button--ghost"
                onClick={() => go(paths.groupReview)}
                data-testid="group-review-link"
              >
                {t('group.review')}
              </button>
            )}
          </nav>
        </SearchableTabList>
      </div>
    </>
  );
}
