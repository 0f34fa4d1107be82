import type { AssessmentSummary } from '@linli/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { day, outcomeLabel } from '../labels.ts';

interface RecordListProps {
  records: AssessmentSummary[];
  onOpen: (record: AssessmentSummary) => void;
  testId: string;
}

/** Assessments as tappable rows: subject, type, status in words, and the level once scored. */
export function RecordList({ records, onOpen, testId }: RecordListProps) {
  const { t } = useTranslation('assessments');
  return (
    <ul className="as-records" data-testid={testId}>
      {records.map((r) => (
        <li key={r.id}>
          <button
            type="button"
            className="as-record"
            onClick={() => onOpen(r)}
            data-testid={`record-${r.id}`}
          >
            <span className="as-record__main">
              <span className="as-record__subject">{r.subject.subjectName}</span>
              <span className="as-record__meta">
                {t(`types.${r.type}`)} · {day(r.submittedAt ?? r.updatedAt)}
              </span>
            </span>
            <span className="as-record__side">
              <span className={`as-status as-status--${r.status}`}>{t(`status.${r.status}`)}</span>
              {r.total !== null && (
                <span className="as-record__outcome" data-testid={`record-${r.id}-outcome`}>
                  {r.total} · {outcomeLabel(t, r.type, r.outcome)}
                </span>
              )}
            </span>
            <RightOutline aria-hidden="true" className="as-record__chevron" />
          </button>
        </li>
      ))}
    </ul>
  );
}
