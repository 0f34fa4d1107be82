import type { ServiceProject } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import { CoverCard } from './CoverCard.tsx';

/** A project row: cover, title, summary, category and places left; the whole card opens the details. */
export function ProjectCard({ project }: { project: ServiceProject }) {
  const { t } = useTranslation('socialServices');
  return (
    <CoverCard
      cover={project.cover}
      noCover={
        <span className="ss-project__cover ss-project__cover--icon">
          <CategoryIcon category={project.category} />
        </span>
      }
      title={project.title}
      summary={project.summary}
      meta={
        <>
          <span className="ss-tag">{project.categoryName}</span>
          <span>
            {project.remaining > 0 ? t('project.remaining', { count: project.remaining }) : t('project.full')}
          </span>
        </>
      }
      detailPath={withQuery(paths.socialServicesProjectDetail, { id: String(project.id) })}
      testId={`project-${project.id}`}
    />
  );
}
