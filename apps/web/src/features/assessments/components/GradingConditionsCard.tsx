import {
  type AssessmentRecord,
  type AssessmentTemplate,
  assessmentsRoutes,
  type ConditionAnswers,
  templateConditions,
} from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/queries.ts';
import '../grading.css';
import { afterAssessmentChange } from '../queries.ts';
import { BiText } from './Bilingual.tsx';
import { ProvisionalNote } from './ProvisionalNote.tsx';

/**
 * The checklist before the points (social organisations: eligibility and the facts a veto reads;
 * institutions: the basic requirements), with what a "no" means. Each answer is saved as it is given;
 * the server refuses the submission naming the first condition that is not met.
 */
export function GradingConditionsCard({
  record,
  template,
}: {
  record: AssessmentRecord;
  template: AssessmentTemplate;
}) {
  const { t } = useTranslation('assessments');
  const save = useApiMutation(assessmentsRoutes.save, { invalidates: afterAssessmentChange });
  const [answers, setAnswers] = useState<ConditionAnswers>(record.conditions);
  const conditions = templateConditions(template);
  if (conditions.length === 0 || template.type === 'elderly-ability') return null;
  const kind = template.type;

  const answer = (id: string, met: boolean) => {
    const previous = answers;
    const next = { ...answers, [id]: met };
    setAnswers(next);
    save.mutate(
      { params: { id: record.id }, body: { conditions: next } },
      { onError: () => setAnswers(previous) },
    );
  };

  return (
    <section className="card as-card as-conditions" data-testid="grading-conditions">
      <h2 className="as-card__title">{t(`grading.title.${kind}`)}</h2>
      <p className="as-notice">{t(`grading.consequence.${kind}`)}</p>
      <ol className="as-conditions__list">
        {conditions.map((c) => (
          <li key={c.id} className="as-conditions__item" data-testid={`condition-${c.id}`}>
            <p className="as-conditions__text">
              <BiText zh={c.textZh} en={c.textEn} />
            </p>
            <p className="hint">
              {t('grading.source', { source: c.source })}
              {!c.required && ` · ${t('grading.vetoFact')}`}
            </p>
            <fieldset className="as-conditions__choice" aria-label={c.textZh}>
              {([true, false] as const).map((met) => (
                <button
                  key={String(met)}
                  type="button"
                  className={answers[c.id] === met ? 'as-button as-button--primary' : 'as-button'}
                  aria-pressed={answers[c.id] === met}
                  onClick={() => answer(c.id, met)}
                >
                  {met ? t('grading.met') : t('grading.notMet')}
                </button>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <ProvisionalNote template={template} />
    </section>
  );
}
