import { useTranslation } from 'react-i18next';
import { answeredCount, type FormPart } from '../formModel.ts';
import { useName } from './Bilingual.tsx';

interface PartNavProps {
  parts: FormPart[];
  answers: Record<string, number>;
  step: number;
  /** Elderly ability ends with the C.4 grounds step. */
  grounds: boolean;
  onStep: (step: number) => void;
}

/** The parts as steps, each with its answered count in words; the current one is marked (not by colour alone). */
export function PartNav({ parts, answers, step, grounds, onStep }: PartNavProps) {
  const { t } = useTranslation('assessments');
  const name = useName();
  return (
    <nav className="as-parts" aria-label={t('result.parts')}>
      {parts.map((part, index) => {
        const done = answeredCount(part, answers);
        const complete = done === part.items.length;
        return (
          <button
            key={part.id}
            type="button"
            className={index === step ? 'as-part as-part--on' : 'as-part'}
            aria-current={index === step ? 'step' : undefined}
            onClick={() => onStep(index)}
            data-testid={`part-tab-${part.id}`}
          >
            <span className="as-part__name">
              {part.id.includes('.') ? `${part.id} ` : ''}
              {name(part)}
            </span>
            <span className="as-part__count">
              {complete ? '✓ ' : ''}
              {t('fill.partProgress', { answered: done, total: part.items.length })}
            </span>
          </button>
        );
      })}
      {grounds && (
        <button
          type="button"
          className={step === parts.length ? 'as-part as-part--on' : 'as-part'}
          aria-current={step === parts.length ? 'step' : undefined}
          onClick={() => onStep(parts.length)}
          data-testid="part-tab-grounds"
        >
          <span className="as-part__name">C.4</span>
          <span className="as-part__count">{t('fill.grounds').replace('C.4 ', '')}</span>
        </button>
      )}
    </nav>
  );
}
