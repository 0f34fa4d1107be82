import { SERVICE_CATEGORIES, type ServiceCategory } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { ListFooter } from '../../../features/social-services/components/ListFooter.tsx';
import { ProjectCard } from '../../../features/social-services/components/ProjectCard.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { Tabs } from '../../../features/social-services/components/Tabs.tsx';
import { usePagedList, useShfwQuery } from '../../../features/social-services/hooks/useShfwQuery.ts';
import '../../../features/social-services/socialServices.css';

const isCategory = (v: string | null): v is ServiceCategory =>
  SERVICE_CATEGORIES.includes(v as ServiceCategory);

/** /pages/fwjz/index project selection: category tabs, search, infinite scroll. `?category=&keyword=`. */
export default function ProjectListScreen() {
  const { t, i18n } = useTranslation('socialServices');
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const categories = useShfwQuery(shfwKeys.categories(i18n.language), shfwApi.categories);
  const filter = { category, keyword: keyword || undefined };
  const list = usePagedList(shfwKeys.projects(filter, i18n.language), (n) => shfwApi.projects(filter, n));

  const update = (next: { category?: string | undefined; keyword?: string | undefined }) => {
    const merged = { category, keyword: keyword || undefined, ...next };
    const search = new URLSearchParams();
    if (merged.category) search.set('category', merged.category);
    if (merged.keyword) search.set('keyword', merged.keyword);
    setParams(search, { replace: true });
  };

  const tabs = [
    { value: '' as string, label: t('project.all') },
    ...(categories.data ?? []).map((c) => ({ value: c.code as string, label: c.name })),
  ];

  return (
    <>
      <PageHeader title={t('project.title')} />
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
            placeholder={t('project.searchPlaceholder')}
            aria-label={t('home.searchLabel')}
            enterKeyHint="search"
            data-testid="project-search"
          />
          <button type="submit" className="ss-button" data-testid="project-search-go">
            {t('home.searchGo')}
          </button>
        </form>
        <Tabs
          label={t('category.title')}
          value={category ?? ''}
          onChange={(value) => update({ category: value || undefined })}
          options={tabs}
          testId="project-tab"
        />
        <QueryView
          loading={list.loading}
          error={list.error}
          errorText={list.errorText}
          empty={list.items.length === 0}
          emptyText={t('project.empty')}
          onRetry={list.refetch}
          testId="projects"
        >
          <div className="ss-list" data-testid="project-list">
            {list.items.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </div>
          <ListFooter list={list} testId="projects-footer" />
        </QueryView>
      </div>
    </>
  );
}
