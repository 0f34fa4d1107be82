import type { AssessmentRecord, AssessmentResult, AssessmentTemplate } from '@linli/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formParts } from '../formModel.ts';
import { day } from '../labels.ts';
import { AdjustmentsCard } from './AdjustmentsCard.tsx';
import { BasicInfoReport } from './BasicInfoReport.tsx';
import { BiText } from './Bilingual.tsx';
import { OutcomeCard } from './OutcomeCard.tsx';
import { PartScores } from './PartScores.tsx';

interface ReportDocumentProps {
  record: AssessmentRecord;
  template: AssessmentTemplate;
  result: AssessmentResult;
}

/** Elderly reports follow Appendix C: C.1 section scores, C.2 total, C.3 level, C.4 grounds, C.5 final level. */
function ElderlyParts({ template, result }: { template: AssessmentTemplate; result: AssessmentResult }) {
  if (template.type !== 'elderly-ability' || result.type !== 'elderly-ability') return null;
  const part = (id: string) => template.reportParts.find((p) => p.id === id);
  const level = (id: string) => template.levels.find((l) => l.id === id);
  const Row = ({ id, children }: { id: string; children: ReactNode }) => {
    const named = part(id);
    return (
      <div className="as-report__row" data-testid={`report-${id}`}>
        <dt>
          {id} {named ? <BiText zh={named.nameZh} en={named.nameEn} /> : null}
        </dt>
        <dd>{children}</dd>
      </div>
    );
  };
  const LevelName = ({ id }: { id: string }) => {
    const found = level(id);
    return found ? <BiText zh={found.nameZh} en={found.nameEn} /> : <span>{id}</span>;
  };
  return (
    <>
      <PartScores result={result} parts={formParts(template)} title={`C.1 ${part('C.1')?.nameZh ?? ''}`} />
      <dl className="card as-card as-report__levels">
        <Row id="C.2">
          {result.total} / {result.maxTotal}
        </Row>
        <Row id="C.3">
          <LevelName id={result.preliminaryLevel} />
        </Row>
        <Row id="C.5">
          <strong data-testid="report-final-level">
            <LevelName id={result.finalLevel} />
          </strong>
        </Row>
      </dl>
      <AdjustmentsCard template={template} result={result} />
    </>
  );
}

/** The printable assessment report: what the print stylesheet lays out on paper (or a PDF). */
export function ReportDocument({ record, template, result }: ReportDocumentProps) {
  const { t } = useTranslation('assessments');
  return (
    <article className="as-report" data-testid="assessment-report">
      <header className="as-report__head">
        <p className="as-report__kind">{t('report.title')}</p>
        <h2 className="as-report__title">
          <BiText zh={template.nameZh} en={template.nameEn} />
        </h2>
        <p className="as-report__standard">
          {t('report.standard')}：{template.standard} ·{' '}
          {t('result.version', { version: record.templateVersion })}
        </p>
      </header>
      <dl className="as-report__facts">
        <div>
          <dt>{t('result.subject')}</dt>
          <dd>
            {record.subject.subjectName} · {t(`subjectTypes.${record.subject.subjectType}`)}
          </dd>
        </div>
        <div>
          <dt>{t('report.date')}</dt>
          <dd>{day(record.submittedAt ?? record.updatedAt)}</dd>
        </div>
        <div>
          <dt>{t('result.assessor')}</dt>
          <dd>{record.assessorName || '—'}</dd>
        </div>
        <div>
          <dt>{t('report.reviewer')}</dt>
          <dd>
            {t(`status.${record.status}`)}
            {record.reviewedAt ? ` · ${day(record.reviewedAt)}` : ''}
            {record.reviewComment ? ` · ${record.reviewComment}` : ''}
          </dd>
        </div>
      </dl>
      <BasicInfoReport record={record} template={template} />
      {result.type === 'elderly-ability' ? (
        <ElderlyParts template={template} result={result} />
      ) : (
        <>
          <OutcomeCard template={template} result={result} />
          <PartScores result={result} parts={formParts(template)} />
        </>
      )}
      <footer className="as-report__signatures">
        <span>{t('report.signatureLine', { role: t('result.assessor') })}</span>
        <span>{t('report.signatureLine', { role: t('report.reviewer') })}</span>
      </footer>
    </article>
  );
}
