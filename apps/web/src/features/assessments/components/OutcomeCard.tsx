import type { AssessmentResult, AssessmentTemplate } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { outcomeLabel } from '../labels.ts';
import { BiText } from './Bilingual.tsx';

/** The level or grade as the standard names it (from the template), with the app's short name beside. */
function OutcomeName({ template, outcome }: { template: AssessmentTemplate; outcome: string | null }) {
  const { t } = useTranslation('assessments');
  if (template.type === 'elderly-ability') {
    const level = template.levels.find((l) => l.id === outcome);
    if (level) return <BiText zh={level.nameZh} en={level.nameEn} />;
  }
  if (template.type === 'institution') {
    const level = template.levels.find((l) => String(l.level) === outcome);
    if (level) return <BiText zh={level.nameZh} en={level.nameEn} />;
  }
  return <span>{outcomeLabel(t, template.type, outcome)}</span>;
}

/** Total and level/grade: the headline of a result (key text size in elder mode). */
export function OutcomeCard({
  template,
  result,
}: {
  template: AssessmentTemplate;
  result: AssessmentResult;
}) {
  const { t } = useTranslation('assessments');
  return (
    <section className="card as-card as-outcome" data-testid="result-outcome">
      <div className="as-outcome__row">
        <span className="as-outcome__label">{t('result.total')}</span>
        <span className="as-outcome__total" data-testid="result-total">
          {result.total}
          <small> / {result.maxTotal}</small>
        </span>
      </div>
      {result.type === 'elderly-ability' && (
        <div className="as-outcome__row">
          <span className="as-outcome__label">{t('result.preliminary')}</span>
          <OutcomeName template={template} outcome={result.preliminaryLevel} />
        </div>
      )}
      <div className="as-outcome__row as-outcome__row--key">
        <span className="as-outcome__label">
          {result.type === 'elderly-ability' ? t('result.final') : t('result.outcome')}
        </span>
        <span className="as-outcome__level" data-testid="result-level" data-outcome={result.outcome ?? ''}>
          <OutcomeName template={template} outcome={result.outcome} />
        </span>
      </div>
      {result.type === 'social-org' && template.type === 'social-org' && (
        <p className="hint">
          {t('result.scheme')}：
          <BiText
            zh={template.gradeSchemes.find((s) => s.id === result.gradeScheme)?.nameZh ?? result.gradeScheme}
            en={template.gradeSchemes.find((s) => s.id === result.gradeScheme)?.nameEn}
          />
        </p>
      )}
      {result.type === 'institution' && (
        <ul className="as-checks" aria-label={t('result.levelChecks')}>
          {result.levelChecks.map((check) => {
            const met = check.totalMet && check.categoriesBelow.length === 0;
            return (
              <li key={check.level} className={met ? 'as-check as-check--met' : 'as-check'}>
                {met ? '✓' : '✗'}{' '}
                {t('result.levelCheck', {
                  level: check.level,
                  minTotal: check.minTotal,
                  percent: check.minCategoryPercent,
                })}{' '}
                — {met ? t('result.met') : t('result.notMet')}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
