import { type AssessmentRecord, assessmentsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/queries.ts';
import { afterAssessmentChange } from '../queries.ts';
import { SecondAssessorPicker } from './SecondAssessorPicker.tsx';

/** On the form: the same choice for a draft, saved as soon as it is made (the place when the field is left). */
export function SecondAssessorCard({ record }: { record: AssessmentRecord }) {
  const { t } = useTranslation('assessments');
  const save = useApiMutation(assessmentsRoutes.save, { invalidates: afterAssessmentChange });
  const [secondAssessorId, setSecondAssessorId] = useState(record.secondAssessorId);
  const [place, setPlace] = useState(record.assessmentPlace ?? '');
  const savePlace = () => {
    if (place.trim() === (record.assessmentPlace ?? '')) return;
    save.mutate({ params: { id: record.id }, body: { assessmentPlace: place.trim() } });
  };
  return (
    <section className="card as-card form" data-testid="second-assessor-card">
      <h2 className="as-card__title">{t('assessors.title')}</h2>
      <p>
        {t('assessors.first')}：{record.assessorName || t('report.notFilled')}
      </p>
      <SecondAssessorPicker
        secondAssessorId={secondAssessorId}
        onPick={(userId) => {
          const previous = secondAssessorId;
          setSecondAssessorId(userId);
          save.mutate(
            { params: { id: record.id }, body: { secondAssessorId: userId } },
            { onError: () => setSecondAssessorId(previous) },
          );
        }}
        place={place}
        onPlace={setPlace}
        onPlaceDone={savePlace}
      />
    </section>
  );
}
