import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../../features/assessments/assessments.css';
import { AdjustmentsCard } from '../../../features/assessments/components/AdjustmentsCard.tsx';
import { ComparisonCard } from '../../../features/assessments/components/ComparisonCard.tsx';
import { GradingNotesCard } from '../../../features/assessments/components/GradingNotesCard.tsx';
import { OutcomeCard } from '../../../features/assessments/components/OutcomeCard.tsx';
import { PartScores } from '../../../features/assessments/components/PartScores.tsx';
import { ReviewPanel } from '../../../features/assessments/components/ReviewPanel.tsx';
import { SubjectCard } from '../../../features/assessments/components/SubjectCard.tsx';
import { ValidityCard } from '../../../features/assessments/components/ValidityCard.tsx';
import { formParts } from '../../../features/assessments/formModel.ts';
import {
  useComparison,
  useRecord,
  useTemplate,
} from '../../../features/assessments/hooks/useAssessmentQueries.ts';
import { fillPath, idParam, reportPath } from '../../../features/assessments/links.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';

/** One assessment's result: scores, radar, level, C.4 grounds, the previous one; review for admins. */
export default function AssessmentResultScreen() {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  const [search] = useSearchParams();
  const id = idParam(search);
  const { profile } = useProfile();
  const record = useRecord(id);
  const data = record.data;
  const template = useTemplate(data?.type, data?.templateVersion, data?.orgType);
  const comparison = useComparison(id, !!data?.result);
  const result = data?.result;
  const canReview =
    !!data &&
    data.status === 'submitted' &&
    !!profile?.roles.includes('admin') &&
    data.assessorId !== profile.userId;
  const canEdit =
    !!data && (data.status === 'draft' || data.status === 'returned') && data.assessorId === profile?.userId;

  return (
    <div className="as-screen" data-testid="assessment-result">
      <PageHeader title={t('result.title')} />
      <div className="as-body as-stack">
        <QueryState
          loading={!!id && (record.isPending || (record.isSuccess && template.isPending))}
          error={!id || record.isError || template.isError}
          onRetry={() => void (record.isError ? record.refetch() : template.refetch())}
          testId="assessment-result"
        >
          {data && <SubjectCard record={data} />}
          {data && !result && <p className="as-state">{t('result.notScored')}</p>}
          {result && template.data && (
            <>
              <OutcomeCard template={template.data} result={result} />
              {data && <ValidityCard record={data} template={template.data} />}
              {data && <GradingNotesCard record={data} template={template.data} result={result} />}
              <PartScores
                result={result}
                parts={formParts(template.data)}
                previous={comparison.data?.previous?.result}
                changes={comparison.data?.previous ? comparison.data.partChanges : undefined}
              />
              {result.type === 'elderly-ability' && template.data.type === 'elderly-ability' && (
                <AdjustmentsCard template={template.data} result={result} />
              )}
              {comparison.data && <ComparisonCard comparison={comparison.data} />}
            </>
          )}
          {canReview && id && <ReviewPanel id={id} onDone={() => void record.refetch()} />}
          <div className="as-actions">
            {result && id && (
              <button
                type="button"
                className="as-button as-button--primary"
                onClick={() => go(reportPath(id))}
                data-testid="open-report"
              >
                {t('result.report')}
              </button>
            )}
            {canEdit && id && (
              <button type="button" className="as-button" onClick={() => go(fillPath(id))}>
                {t('result.edit')}
              </button>
            )}
          </div>
        </QueryState>
      </div>
    </div>
  );
}
