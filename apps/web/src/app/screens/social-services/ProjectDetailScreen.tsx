import { socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../../../features/common/hooks/useRequireLogin.ts';
import { CategoryIcon } from '../../../features/social-services/components/CategoryIcon.tsx';
import { LocationCard } from '../../../features/social-services/components/LocationCard.tsx';
import {
  ProjectNotFound,
  projectGone,
} from '../../../features/social-services/components/ProjectNotFound.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import { ContactPhone, DetailCover, StickyAction } from './ServiceDetailParts.tsx';

/** /pages/fwjz/fwxq?id= service details: what, for whom, who, where, when, places left, contact, apply. */
export default function ProjectDetailScreen() {
  const { t } = useTranslation('socialServices');
  const id = useNumberParam('id') ?? 0;
  const go = useNavigateOnce();
  const requireLogin = useRequireLogin();
  const query = useData(socialServicesRoutes.project, { params: { id } }, { enabled: id > 0 });
  const applyPath = withQuery(paths.socialServicesApply, { projectId: String(id) });

  return (
    <>
      <PageHeader title={t('project.detailTitle')} />
      <div className="ss-page">
        {projectGone(id, query.error) ? (
          <ProjectNotFound testId="project-detail" />
        ) : (
          <QueryData query={query} testId="project-detail">
            {(p) => (
              <>
                <DetailCover cover={p.cover} fallback={<CategoryIcon category={p.category} />} />
                <section className="kit-card ss-card">
                  <h2 data-testid="project-title">{p.title}</h2>
                  <span className="ss-project__meta">
                    <span className="ss-tag">{p.categoryName}</span>
                  </span>
                  <p className="ss-prose">{p.summary}</p>
                </section>
                <section className="kit-card ss-card" aria-labelledby="about-title">
                  <h2 id="about-title">{t('project.description')}</h2>
                  <p className="ss-prose" data-testid="project-description">
                    {p.description}
                  </p>
                </section>
                <section className="kit-card ss-card">
                  <dl className="ss-dl">
                    {p.eligibility && (
                      <>
                        <dt>{t('project.eligibility')}</dt>
                        <dd>{p.eligibility}</dd>
                      </>
                    )}
                    <dt>{t('project.provider')}</dt>
                    <dd>{p.provider}</dd>
                    {p.schedule && (
                      <>
                        <dt>{t('project.schedule')}</dt>
                        <dd>{p.schedule}</dd>
                      </>
                    )}
                    <dt>{t('project.capacity')}</dt>
                    <dd data-testid="project-remaining">
                      {t('project.capacityValue', { capacity: p.capacity, remaining: p.remaining })}
                    </dd>
                    <ContactPhone phone={p.contactPhone} testId="project-call" />
                  </dl>
                </section>
                <LocationCard
                  address={p.address}
                  latitude={p.latitude}
                  longitude={p.longitude}
                  title={p.title}
                />
                <StickyAction
                  enabled={p.remaining > 0}
                  label={p.remaining > 0 ? t('project.apply') : t('project.noPlaces')}
                  onClick={() => requireLogin(() => go(applyPath), applyPath)}
                  testId="project-apply"
                />
              </>
            )}
          </QueryData>
        )}
      </div>
    </>
  );
}
