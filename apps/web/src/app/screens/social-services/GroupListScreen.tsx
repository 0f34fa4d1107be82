import { GROUP_KINDS, type GroupKind } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../../../features/common/hooks/useRequireLogin.ts';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { GroupCard } from '../../../features/social-services/components/GroupBits.tsx';
import { ListFooter } from '../../../features/social-services/components/ListFooter.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { Tabs } from '../../../features/social-services/components/Tabs.tsx';
import { usePagedList, useRoles } from '../../../features/social-services/hooks/useShfwQuery.ts';
import { paths } from '../../paths.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

const isKind = (v: string | null): v is GroupKind => GROUP_KINDS.includes(v as GroupKind);

/** /pagesC/group/index housing/service groups: kind tabs, search, infinite scroll. `?kind=&keyword=`. */
export default function GroupListScreen() {
  const { t, i18n } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const requireLogin = useRequireLogin();
  const { profile, isStaff } = useRoles();
  const [params, setParams] = useSearchParams();
  const rawKind = params.get('kind');
  const kind = isKind(rawKind) ? rawKind : undefined;
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const list = usePagedList(shfwKeys.groups(kind ?? '', keyword, i18n.language), (n) =>
    shfwApi.groups(kind, keyword, n),
  );

  const update = (next: { kind?: string | undefined; keyword?: string | undefined }) => {
    const merged = { kind, keyword: keyword || undefined, ...next };
    const search = new URLSearchParams();
    if (merged.kind) search.set('kind', merged.kind);
    if (merged.keyword) search.set('keyword', merged.keyword);
    setParams(search, { replace: true });
  };

  const tabs = [
    { value: '' as string, label: t('group.all') },
    ...GROUP_KINDS.map((k) => ({ value: k as string, label: t(`group.${k}`) })),
  ];

  return (
    <>
      <PageHeader title={t('group.title')} />
      <div className="ss-page">
        <form
          className="ss-search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ keyword: typed.trim() || undefined });
          }}
        >
          <input
            type="search"
            className="field__input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('group.search')}
            aria-label={t('group.search')}
            enterKeyHint="search"
            data-testid="group-search"
          />
          <button type="submit" className="ss-button" data-testid="group-search-go">
            {t('home.searchGo')}
          </button>
        </form>
        <Tabs
          label={t('group.title')}
          value={kind ?? ''}
          onChange={(value) => update({ kind: value || undefined })}
          options={tabs}
          testId="group-tab"
        />
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
        <QueryView
          loading={list.loading}
          error={list.error}
          errorText={list.errorText}
          empty={list.items.length === 0}
          emptyText={t('group.empty')}
          onRetry={list.refetch}
          testId="groups"
        >
          <div className="ss-list" data-testid="group-list">
            {list.items.map((g) => (
              <GroupCard key={g.id} group={g} />
            ))}
          </div>
          <ListFooter list={list} testId="groups-footer" />
        </QueryView>
      </div>
    </>
  );
}
