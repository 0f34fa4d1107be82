import {
  type AssessmentRecord,
  type AssessmentTemplate,
  basicInfoParts,
  isBasicInfoItemShown,
} from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import '../basicInfo.css';
import { answerable, basicInfoText } from '../basicInfoModel.ts';
import { BiText, useIsEnglish } from './Bilingual.tsx';

/**
 * Appendix A in the printed report: each table (A.1–A.5) with every field, empty ones as a dash so the
 * paper shows what was not recorded; a blank that only follows an answer (which minority, who diagnosed)
 * only when that answer was given.
 */
export function BasicInfoReport({
  record,
  template,
}: {
  record: AssessmentRecord;
  template: AssessmentTemplate;
}) {
  const { t } = useTranslation('assessments');
  const english = useIsEnglish();
  const parts = basicInfoParts(template);
  if (parts.length === 0) return null;
  return (
    <section className="card as-card as-report__basic" data-testid="report-A">
      <h3 className="as-report__section">{t('basic.title')}</h3>
      {parts.map((part) => (
        <div key={part.id} className="as-report__table" data-testid={`report-${part.id}`}>
          <h4>
            {part.id} <BiText zh={part.nameZh} en={part.nameEn} />
          </h4>
          <dl className="as-report__pairs">
            {answerable(part)
              .filter((item) => isBasicInfoItemShown(item, record.basicInfo))
              .map((item) => (
                <div key={item.id} data-testid={`report-basic-${item.id}`}>
                  <dt>
                    {item.supplementary || item.shownWhen ? '' : `${item.id} `}
                    <BiText zh={item.nameZh} en={item.nameEn} />
                  </dt>
                  <dd>{basicInfoText(record.basicInfo[item.id], item, english) || '—'}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
