import {
  type AssessmentRecord,
  type AssessmentResult,
  type AssessmentTemplate,
  templateConditions,
} from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import '../grading.css';
import { BiText } from './Bilingual.tsx';
import { ProvisionalNote } from './ProvisionalNote.tsx';

/**
 * Beside the grade: the organisation type's table, any veto that capped the grade, the checklist as
 * confirmed, and which points are provisional.
 */
export function GradingNotesCard({
  record,
  template,
  result,
}: {
  record: AssessmentRecord;
  template: AssessmentTemplate;
  result: AssessmentResult;
}) {
  const { t } = useTranslation('assessments');
  if (template.type === 'elderly-ability' || result.type === 'elderly-ability') return null;
  const conditions = templateConditions(template);
  const vetoes = result.type === 'social-org' ? result.vetoes : [];
  return (
    <section className="card as-card" data-testid="grading-notes">
      <h2 className="as-card__title">{t('grading.notesTitle')}</h2>
      {record.orgType && <p>{t('grading.orgTypeIs', { type: t(`grading.orgTypes.${record.orgType}`) })}</p>}
      {vetoes.map((veto) => (
        <p key={veto.id} className="as-notice" data-testid="result-veto">
          {t('grading.vetoApplied', { from: veto.from, to: veto.to })}
          <BiText zh={veto.textZh} en={veto.textEn} />
        </p>
      ))}
      {conditions.length > 0 && (
        <ul className="as-checks" aria-label={t(`grading.title.${template.type}`)}>
          {conditions.map((c) => (
            <li
              key={c.id}
              className={`as-condition-check ${record.conditions[c.id] ? 'as-check as-check--met' : 'as-check'}`}
            >
              <span aria-hidden="true">{record.conditions[c.id] ? '✓' : '✗'}</span>
              <BiText zh={c.textZh} en={c.textEn} />
            </li>
          ))}
        </ul>
      )}
      <ProvisionalNote template={template} />
    </section>
  );
}
