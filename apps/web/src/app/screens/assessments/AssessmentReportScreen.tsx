import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../../features/assessments/assessments.css';
import { ReportDocument } from '../../../features/assessments/components/ReportDocument.tsx';
import { useRecord, useTemplate } from '../../../features/assessments/hooks/useAssessmentQueries.ts';
import { idParam } from '../../../features/assessments/links.ts';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** The printable report (print stylesheet in assessments.css; PDF through the browser's print dialog). */
export default function AssessmentReportScreen() {
  const { t } = useTranslation('assessments');
  const [search] = useSearchParams();
  const id = idParam(search);
  const record = useRecord(id);
  const template = useTemplate(record.data?.type, record.data?.templateVersion, record.data?.orgType);
  const result = record.data?.result;
  return (
    <div className="as-screen as-screen--report" data-testid="assessment-report-screen">
      <PageHeader title={t('report.title')} />
      <div className="as-body">
        <QueryState
          loading={!!id && (record.isPending || (record.isSuccess && template.isPending))}
          error={!id || record.isError || template.isError}
          empty={record.isSuccess && !result}
          emptyText={t('result.notScored')}
          onRetry={() => void (record.isError ? record.refetch() : template.refetch())}
          testId="assessment-report"
        >
          {record.data && template.data && result && (
            <>
              <div className="as-actions as-no-print">
                <button
                  type="button"
                  className="as-button as-button--primary as-button--wide"
                  onClick={() => globalThis.print?.()}
                  data-testid="report-print"
                >
                  {t('report.print')}
                </button>
              </div>
              <ReportDocument record={record.data} template={template.data} result={result} />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
