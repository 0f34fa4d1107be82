import { type AssessmentRecord, type AssessmentTemplate, basicInfoParts } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { basicInfoText } from '../basicInfoModel.ts';
import { useIsEnglish } from './Bilingual.tsx';

/** What a signature box prints: a role, the printed name (or "not filled in") and the lines to sign and date. */
function SignatureBox({ role, name, testId }: { role: string; name: string; testId: string }) {
  const { t } = useTranslation('assessments');
  return (
    <div className="as-signature" data-testid={testId}>
      <p className="as-signature__role">{role}</p>
      <p className="as-signature__name">{name || t('report.notFilled')}</p>
      <p className="as-signature__line">
        {t('report.signHere')}
        <span className="as-signature__blank" aria-hidden="true" />
      </p>
      <p className="as-signature__line">
        {t('report.signDate')}
        <span className="as-signature__blank as-signature__blank--short" aria-hidden="true" />
      </p>
    </div>
  );
}

/**
 * The end of GB/T 42195-2022 Appendix C: the two assessors and the information provider sign and date it,
 * with the place of the assessment. Social-organisation and institution reports are signed by their two
 * assessors too; the information provider (A.3.1 name, A.3.2 relationship) is the older person's only.
 */
export function ReportSignatures({
  record,
  template,
}: {
  record: AssessmentRecord;
  template: AssessmentTemplate;
}) {
  const { t } = useTranslation('assessments');
  const english = useIsEnglish();
  // The relationship is stored as its Chinese option; an English report reads the option's English.
  const relationItem = basicInfoParts(template)
    .flatMap((p) => p.items)
    .find((i) => i.id === 'A.3.2');
  const provider = basicInfoText(record.basicInfo['A.3.1']);
  const relation = basicInfoText(record.basicInfo['A.3.2'], relationItem, english);
  return (
    <section className="as-report__signatures" data-testid="report-signatures">
      <h3 className="as-report__section">{t('report.signatures')}</h3>
      <div className="as-signature__grid">
        <SignatureBox
          role={t('report.assessorSignature', { n: 1 })}
          name={record.assessorName}
          testId="report-sign-assessor-1"
        />
        <SignatureBox
          role={t('report.assessorSignature', { n: 2 })}
          name={record.secondAssessorName}
          testId="report-sign-assessor-2"
        />
        {record.type === 'elderly-ability' && (
          <SignatureBox
            role={t('report.providerSignature')}
            name={provider && relation ? t('report.provider', { name: provider, relation }) : provider}
            testId="report-sign-provider"
          />
        )}
      </div>
      <p className="as-signature__place" data-testid="report-place">
        {t('report.placeLine', { place: record.assessmentPlace || t('report.notFilled') })}
      </p>
    </section>
  );
}
