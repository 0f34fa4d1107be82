import type { AssessmentRecord, AssessmentResult, AssessmentTemplate } from '@linli/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formParts } from '../formModel.ts';
import { day } from '../labels.ts';
import { AdjustmentsCard } from './AdjustmentsCard.tsx';
import { BasicInfoReport } from './BasicInfoReport.tsx';
import { BiText, useName } from './Bilingual.tsx';
import { OutcomeCard } from './OutcomeCard.tsx';
import { PartScores } from './PartScores.tsx';
import { ReportSignatures } from './ReportSignatures.tsx';

interface ReportDocumentProps {
  record: AssessmentRecord;
  template: AssessmentTemplate;
  result: AssessmentResult;
}

/** Elderly reports follow Appendix C: C.1 section scores, C.2 total, C.3 level, C.4 grounds, C.5 final level. */
function ElderlyParts({ template, result }: { template: AssessmentTemplate; result: AssessmentResult }) {
  const name = useName();
  if (template.type !== 'elderly-ability' || result.type !== 'elderly-ability') return null;
  const part = (id: string) => template.reportParts.find((p) => p.id === id);
  const level = (id: string) => template.levels.find((l) => l.id === id);
  const numbered = (id: string) => {
    const named = part(id);
    return named ? `${id} ${name(named)}` : id;
  };
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
      <div data-testid="report-C.1">
        <PartScores result={result} parts={formParts(template)} title={numbered('C.1')} />
      </div>
      <dl className="card as-card as-report__levels">
        <Row id="C.2">
          {result.total} / {result.maxTotal}
        </Row>
        <Row id="C.3">
          <LevelName id={result.preliminaryLevel} />
        </Row>
      </dl>
      {/* C.4, the grounds, before C.5, the level they lead to: the order of the standard's form. */}
      <div data-testid="report-C.4">
        <AdjustmentsCard template={template} result={result} title={numbered('C.4')} />
      </div>
      <dl className="card as-card as-report__levels">
        <Row id="C.5">
          <strong data-testid="report-final-level">
            <LevelName id={result.finalLevel} />
          </strong>
        </Row>
      </dl>
    </>
  );
}

/**
 * The report's date: the elderly form's A.1.2 assessment base date (评估基准日期), which the standard's report
 * carries; the other types have no such field and take the day the assessment was submitted.
 */
export function reportDate(record: AssessmentRecord): { baseDate: boolean; date: string } {
  const base = record.basicInfo['A.1.2'];
  if (typeof base === 'string' && base) return { baseDate: true, date: base };
  return { baseDate: false, date: day(record.submittedAt ?? record.updatedAt) };
}

/** The printable assessment report: what the print stylesheet lays out on paper (or a PDF). */
export function ReportDocument({ record, template, result }: ReportDocumentProps) {
  const { t } = useTranslation('assessments');
  const dated = reportDate(record);
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
        <div data-testid="report-date">
          <dt>{t(dated.baseDate ? 'report.baseDate' : 'report.date')}</dt>
          <dd className="as-report__nowrap">{dated.date}</dd>
        </div>
        <div data-testid="report-assessors">
          <dt>{t('report.assessors')}</dt>
          <dd>
            {record.assessorName || t('report.notFilled')}
            {t('report.and')}
            {record.secondAssessorName || t('report.notFilled')}
          </dd>
        </div>
        <div>
          <dt>{t('report.place')}</dt>
          <dd>{record.assessmentPlace || t('report.notFilled')}</dd>
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
      <ReportSignatures record={record} template={template} />
    </article>
  );
}
