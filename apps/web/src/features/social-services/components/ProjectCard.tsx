import type { ServiceProject } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { CategoryIcon } from './CategoryIcon.tsx';

/** A project row: cover, title, summary, category and places left; the whole card opens the details. */
export function ProjectCard({ project }: { project: ServiceProject }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  return (
    <button
      type="button"
      className="ss-card ss-project"
      onClick={() => go(withQuery(paths.socialServicesProjectDetail, { id: String(project.id) }))}
      data-testid={`project-${project.id}`}
    >
      {project.cover ? (
        <img className="ss-project__cover" src={project.cover} alt="" loading="lazy" />
      ) : (
        <span className="ss-project__cover ss-project__cover--icon">
          <CategoryIcon category={project.category} />
        </span>
      )}
      <span className="ss-project__body">
        <span className="ss-project__title">{project.title}</span>
        <span className="ss-project__summary">{project.summary}</span>
        <span className="ss-project__meta">
          <span className="ss-tag">{project.categoryName}</span>
          <span>
            {project.remaining > 0 ? t('project.remaining', { count: project.remaining }) : t('project.full')}
          </span>
        </span>
      </span>
    </button>
  );
}
