import { type AssessmentSummary, REASSESSMENT_DUE_SOON_DAYS, type ValidityStanding } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import '../../../features/assessments/assessments.css';
import '../../../features/assessments/validity.css';
import { AssessorOnly } from '../../../features/assessments/components/AssessorOnly.tsx';
import {
  DatedText,
  daysLeftLabel,
  ValidityBadge,
} from '../../../features/assessments/components/ValidityBadge.tsx';
import { useDueReassessments } from '../../../features/assessments/hooks/useAssessmentQueries.ts';
import { outcomeLabel } from '../../../features/assessments/labels.ts';
import { reassessPath, resultPath } from '../../../features/assessments/links.ts';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';

type DueRow = AssessmentSummary & ValidityStanding;

function DueCard({ row }: { row: DueRow }) {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  const ability = row.type === 'elderly-ability';
  return (
    <li className="as-due" data-testid={`due-${row.id}`} data-validity={row.validity}>
      <div className="as-due__head">
        <h2 className="as-due__name">{row.subject.subjectName}</h2>
        <ValidityBadge validity={row.validity} testId={`due-${row.id}-status`} />
      </div>
      <p className="as-due__meta">
        {t(`types.${row.type}`)} · {t('due.last', { outcome: outcomeLabel(t, row.type, row.outcome) })}
      </p>
      <p className="as-due__date" data-testid={`due-${row.id}-date`}>
        <DatedText i18nKey={ability ? 'validity.reassessBy' : 'validity.until'} date={row.validUntil ?? ''} />{' '}
        · {daysLeftLabel(t, row.daysLeft)}
      </p>
      <div className="as-due__actions">
        <button type="button" className="as-button" onClick={() => go(resultPath(row.id))}>
          {t('due.open')}
        </button>
        <button
          type="button"
          className="as-button as-button--primary"
          onClick={() => go(reassessPath(row))}
          data-testid={`due-${row.id}-start`}
        >
          {t('due.start')}
        </button>
      </div>
    </li>
  );
}

/**
 * Re-assessments falling due (staff and admins): the latest approved result of each subject due within
 * 30 days or already past, soonest first, each with the way to start the new assessment.
 */
export default function AssessmentDueScreen() {
  const { t } = useTranslation('assessments');
  const { profile } = useProfile();
  const roles = profile?.roles ?? [];
  const admin = roles.includes('admin');
  const allowed = admin || roles.includes('staff');
  const due = useDueReassessments(allowed);
  const days = REASSESSMENT_DUE_SOON_DAYS;
  return (
    <div className="as-screen" data-testid="assessment-due">
      <PageHeader title={t('due.title')} />
      <div className="as-body">
        {profile && allowed ? (
          <>
            <p className="as-due-hint">{t(admin ? 'due.hintAll' : 'due.hint', { days })}</p>
            <PagedList list={due} emptyText={t('due.none', { days })} testId="due-list">
              <ul className="as-due-list" data-testid="due-rows">
                {due.items.map((row) => (
                  <DueCard key={row.id} row={row} />
                ))}
              </ul>
            </PagedList>
          </>
        ) : (
          <AssessorOnly>{null}</AssessorOnly>
        )}
      </div>
    </div>
  );
}
