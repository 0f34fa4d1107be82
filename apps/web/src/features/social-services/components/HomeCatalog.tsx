import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { NewsRow } from '../../news/index.ts';
import { useHomeSummary } from '../hooks/useHomeSummary.ts';
import { useRoles } from '../hooks/useRoles.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import { ProjectCard } from './ProjectCard.tsx';

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('socialServices');
  return (
    <section className="ss-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="ss-section-head">
        <h2 className="ss-section-head__title" id={`${id}-title`}>
          {title}
        </h2>
        {more && (
          <button type="button" className="ss-link" onClick={more}>
            {t('home.more')} <RightOutline aria-hidden="true" />
          </button>
        )}
      </div>
      {children}
    </section>
  );
}

/** What the centre offers, on the entry page: categories, featured projects, latest news (GET /shfw/home). */
export function HomeCatalog() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const { isStaff } = useRoles();
  const home = useHomeSummary();
  const data = home.data;
  return (
    <QueryState
      loading={home.isPending}
      error={home.isError}
      onRetry={() => void home.refetch()}
      testId="home-catalog"
    >
      {isStaff && (
        <nav className="ss-staff-bar" aria-label={t('state.staffOnly')} data-testid="home-staff">
          <button
            type="button"
            className="ss-button"
            onClick={() => go(paths.socialServicesInbox)}
            data-testid="home-inbox"
          >
            {t('home.entries.inbox')}
          </button>
          <button
            type="button"
            className="ss-button"
            onClick={() => go(paths.socialServicesPerson)}
            data-testid="home-records"
          >
            {t('home.entries.records')}
          </button>
        </nav>
      )}
      <Section
        id="home-categories"
        title={t('home.categories')}
        more={() => go(paths.socialServicesProjects)}
      >
        <div className="ss-cat-grid">
          {data?.categories.map((c) => (
            <button
              key={c.code}
              type="button"
              className="ss-cat"
              onClick={() => go(withQuery(paths.socialServicesProjects, { category: c.code }))}
              data-testid={`category-${c.code}`}
            >
              <CategoryIcon category={c.code} />
              <span className="ss-cat__name">{c.name}</span>
            </button>
          ))}
        </div>
      </Section>
      {data && data.featuredProjects.length > 0 && (
        <Section id="home-featured" title={t('home.featured')} more={() => go(paths.socialServicesProjects)}>
          <div className="ss-list">
            {data.featuredProjects.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </div>
        </Section>
      )}
      {data && data.latestNews.length > 0 && (
        <Section id="home-news" title={t('home.news')} more={() => go(paths.newsList)}>
          <div className="ss-list">
            {data.latestNews.map((n) => (
              <NewsRow key={n.id} item={n} />
            ))}
          </div>
        </Section>
      )}
    </QueryState>
  );
}
