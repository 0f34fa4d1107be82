import type { AssessmentTemplate } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import type { Preview } from '../formModel.ts';
import { outcomeLabel } from '../labels.ts';

/** The live score while filling in: the running total, and the level once every item is answered. */
export function ScorePreview({ template, preview }: { template: AssessmentTemplate; preview: Preview }) {
  const { t } = useTranslation('assessments');
  const max =
    template.type === 'elderly-ability'
      ? template.sections.reduce((n, s) => n + s.maxScore, 0)
      : template.maxTotal;
  return (
    <section className="as-preview" aria-live="polite" data-testid="score-preview">
      <span className="as-preview__title">{t('preview.title')}</span>
      {preview.complete ? (
        <span className="as-preview__value">
          <span data-testid="preview-total">{preview.result.total}</span> / {preview.result.maxTotal} ·{' '}
          {t('preview.level')}{' '}
          <strong data-testid="preview-level" data-outcome={preview.result.outcome ?? ''}>
            {outcomeLabel(t, template.type, preview.result.outcome)}
          </strong>
        </span>
      ) : (
        <span className="as-preview__value">
          <span data-testid="preview-total">{t('preview.subtotal', { score: preview.subtotal, max })}</span>
          <span className="as-preview__pending">({t('preview.pending')})</span>
        </span>
      )}
    </section>
  );
}
