import { SERVICE_CATEGORIES, type ServiceCategory, socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { ProjectCard } from '../../../features/social-services/components/ProjectCard.tsx';
import {
  SearchableTabList,
  useTabAndKeyword,
} from '../../../features/social-services/components/SearchableTabList.tsx';
import { PAGE_SIZE } from '../../../features/social-services/queries.ts';
import { useData, usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';

const isCategory = (v: string | null): v is ServiceCategory =>
  SERVICE_CATEGORIES.includes(v as ServiceCategory);

/** /pages/fwjz/index project selection: category tabs, search, infinite scroll. `?category=&keyword=`. */
export default function ProjectListScreen() {
  const { t } = useTranslation('socialServices');
  const filter = useTabAndKeyword('category', isCategory);
  const categories = useData(socialServicesRoutes.categories, {});
  const query = { category: filter.tab, keyword: filter.keyword || undefined };
  const list = usePagedRows(socialServicesRoutes.projects, { query }, { pageSize: PAGE_SIZE });

  const tabs = [
    { value: '' as string, label: t('project.all') },
    ...(categories.data ?? []).map((c) => ({ value: c.code as string, label: c.name })),
  ];

  return (
    <>
      <PageHeader title={t('project.title')} />
      <div className="ss-page">
        <SearchableTabList
          noun="project"
          filter={filter}
          searchPlaceholder={t('project.searchPlaceholder')}
          searchLabel={t('home.searchLabel')}
          tabsLabel={t('category.title')}
          tabs={tabs}
          list={list}
          emptyText={t('project.empty')}
          renderItem={(p) => <ProjectCard key={p.id} project={p} />}
        />
      </div>
    </>
  );
}
