import { REASSESSMENT_DUE_SOON_DAYS } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { PagedState } from '../../common/components/PagedList.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useDueReassessments } from '../hooks/useAssessmentQueries.ts';
import '../validity.css';

/** The assessment home's "即将到期的复评": how many are due within 30 days or past, and the way to the list. */
export function DueSummaryCard() {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  // The same read as the list (one cache entry): the card shows the total the server counts.
  const due = useDueReassessments(true);
  const days = REASSESSMENT_DUE_SOON_DAYS;
  return (
    <section className="as-due-card" data-testid="due-card">
      <h2 className="as-due-card__title">{t('due.title')}</h2>
      <PagedState list={due} emptyText={t('due.none', { days })} testId="due-card-state">
        <p className="as-due-card__count" data-testid="due-card-count">
          {t('due.count', { count: due.total })}
        </p>
        <button
          type="button"
          className="as-button as-button--primary as-button--wide"
          onClick={() => go(paths.assessmentDue)}
          data-testid="open-due"
        >
          {t('due.openList')}
        </button>
      </PagedState>
    </section>
  );
}
