import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** How much of the form is answered: a bar and the same in words (colour is never the only signal). */
export function ProgressBar({
  answered,
  total,
  status,
}: {
  answered: number;
  total: number;
  status?: ReactNode;
}) {
  const { t } = useTranslation('assessments');
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  const label = t('fill.progress', { answered, total });
  // The bar is named by the words beside it (axe aria-progressbar-name).
  const textId = useId();
  return (
    <div className="as-progress" data-testid="assessment-progress">
      <div
        className="as-progress__track"
        role="progressbar"
        aria-labelledby={textId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={label}
      >
        <div className="as-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="as-progress__line">
        <span className="as-progress__text" id={textId}>
          {label} · {percent}%
        </span>
        {status}
      </span>
    </div>
  );
}
