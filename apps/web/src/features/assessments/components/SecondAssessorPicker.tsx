import { ASSESSMENT_PLACE_MAX, assessmentsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useData } from '../../../lib/queries.ts';

interface PickerProps {
  secondAssessorId: number | null;
  onPick: (userId: number) => void;
  place: string;
  onPlace: (place: string) => void;
  onPlaceDone?: () => void;
}

/**
 * The second assessor (another staff member, by name) and the place of the assessment: GB/T 42195 Appendix C
 * is signed by two assessors, so an assessment cannot be submitted without the second one.
 */
export function SecondAssessorPicker({ secondAssessorId, onPick, place, onPlace, onPlaceDone }: PickerProps) {
  const { t } = useTranslation('assessments');
  const staff = useData(assessmentsRoutes.assessors, {});
  return (
    <>
      <fieldset className="choice-group" data-testid="second-assessor-picker">
        <legend>{t('assessors.second')}</legend>
        <p className="hint">{t('assessors.secondHint')}</p>
        {staff.isError && <p className="hint">{t('error')}</p>}
        {staff.data?.length === 0 && <p className="hint">{t('assessors.none')}</p>}
        {staff.data?.map((person) => (
          <button
            key={person.userId}
            type="button"
            className={person.userId === secondAssessorId ? 'choice choice--on' : 'choice'}
            aria-pressed={person.userId === secondAssessorId}
            onClick={() => onPick(person.userId)}
            data-testid={`second-assessor-${person.userId}`}
          >
            {person.nickName}
          </button>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">{t('assessors.place')}</span>
        <input
          className="field__input"
          value={place}
          maxLength={ASSESSMENT_PLACE_MAX}
          placeholder={t('assessors.placePlaceholder')}
          onChange={(event) => onPlace(event.target.value)}
          onBlur={onPlaceDone}
          data-testid="assessment-place"
        />
      </label>
    </>
  );
}
