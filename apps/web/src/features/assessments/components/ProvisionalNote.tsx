import type { AssessmentTemplate } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { BiText } from './Bilingual.tsx';

/** Which point values of a grading table are provisional (sourced nowhere yet): on the form and the result. */
export function ProvisionalNote({ template }: { template: AssessmentTemplate }) {
  const { t } = useTranslation('assessments');
  if (template.type === 'elderly-ability' || !template.provisional) return null;
  return (
    <p className="hint" data-testid="provisional-note">
      {t('grading.provisional')}
      <BiText zh={template.provisional.textZh} en={template.provisional.textEn} />
    </p>
  );
}
