import type { AssessmentRecord } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { day } from '../labels.ts';

/** Who was assessed, by whom (both assessors), when, with which template version, and where the record stands. */
export function SubjectCard({ record }: { record: AssessmentRecord }) {
  const { t } = useTranslation('assessments');
  return (
    <section className="card as-card as-subject" data-testid="result-subject">
      <div className="as-subject__head">
        <h2 className="as-subject__name">{record.subject.subjectName}</h2>
        <span className={`as-status as-status--${record.status}`} data-testid="result-status">
          {t(`status.${record.status}`)}
        </span>
      </div>
      <p className="as-subject__meta">
        {t(`types.${record.type}`)} · {t('result.version', { version: record.templateVersion })}
      </p>
      <p className="as-subject__meta">
        {t('result.assessedBy', {
          names: [record.assessorName, record.secondAssessorName].filter(Boolean).join(t('report.and')),
        })}{' '}
        · {day(record.submittedAt ?? record.updatedAt)}
      </p>
      {record.reviewComment && (
        <p className="as-subject__meta" data-testid="result-review-comment">
          {t('result.reviewCommentLine', { comment: record.reviewComment })}
        </p>
      )}
    </section>
  );
}
