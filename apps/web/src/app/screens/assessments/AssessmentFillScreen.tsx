import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../../features/assessments/assessments.css';
import { AssessmentForm } from '../../../features/assessments/components/AssessmentForm.tsx';
import { AssessorOnly, useHasRole } from '../../../features/assessments/components/AssessorOnly.tsx';
import { GradingConditionsCard } from '../../../features/assessments/components/GradingConditionsCard.tsx';
import { SecondAssessorCard } from '../../../features/assessments/components/SecondAssessorCard.tsx';
import { useRecord, useTemplate } from '../../../features/assessments/hooks/useAssessmentQueries.ts';
import { idParam, resultPath } from '../../../features/assessments/links.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';

/** The form of one draft (`?id=`), with the template version the draft pinned. */
export default function AssessmentFillScreen() {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  const [search] = useSearchParams();
  const id = idParam(search);
  // Only an assessor's draft is read here: anyone else gets the page's explanation, not a refusal.
  const { allowed } = useHasRole('staff');
  const record = useRecord(allowed ? id : undefined);
  const template = useTemplate(record.data?.type, record.data?.templateVersion, record.data?.orgType);
  const editable = record.data?.status === 'draft' || record.data?.status === 'returned';
  const title = record.data
    ? `${t(`types.${record.data.type}`)} · ${record.data.subject.subjectName}`
    : t('new.title');

  return (
    <div className="as-screen" data-testid="assessment-fill">
      <PageHeader title={title} />
      <div className="as-body">
        <AssessorOnly>
          <QueryState
            loading={!!id && (record.isPending || (record.isSuccess && template.isPending))}
            error={!id || record.isError || template.isError}
            onRetry={() => void (record.isError ? record.refetch() : template.refetch())}
            testId="assessment-fill"
          >
            {record.data && template.data && !editable && (
              <div className="as-state">
                <p>{t('fill.notEditable')}</p>
                <button type="button" className="link-button" onClick={() => go(resultPath(record.data.id))}>
                  {t('result.title')}
                </button>
              </div>
            )}
            {record.data?.reviewComment && editable && (
              <p className="as-notice" data-testid="return-comment">
                {t('result.reviewCommentLine', { comment: record.data.reviewComment })}
              </p>
            )}
            {record.data && editable && (
              <SecondAssessorCard key={`assessors-${record.data.id}`} record={record.data} />
            )}
            {record.data && template.data && editable && (
              <GradingConditionsCard
                key={`conditions-${record.data.id}`}
                record={record.data}
                template={template.data}
              />
            )}
            {record.data && template.data && editable && (
              <AssessmentForm key={record.data.id} record={record.data} template={template.data} />
            )}
          </QueryState>
        </AssessorOnly>
      </div>
    </div>
  );
}
