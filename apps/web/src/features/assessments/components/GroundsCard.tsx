import { useTranslation } from 'react-i18next';
import type { DraftInput } from '../formModel.ts';

type Grounds = Pick<DraftInput, 'coma' | 'dementiaOrMentalDisorder' | 'riskEvents30d'>;

function YesNo({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation('assessments');
  return (
    <fieldset className="choice-group as-grounds__row" data-testid={testId}>
      <legend>{label}</legend>
      {[false, true].map((option) => (
        <label key={String(option)} className={value === option ? 'choice choice--on' : 'choice'}>
          <input
            type="radio"
            name={testId}
            checked={value === option}
            onChange={() => onChange(option)}
            data-testid={`${testId}-${option ? 'yes' : 'no'}`}
          />
          {option ? t('fill.yes') : t('fill.no')}
        </label>
      ))}
    </fieldset>
  );
}

/** GB/T 42195-2022 C.4: the three grounds that change the preliminary level (from Appendix A). */
export function GroundsCard({
  grounds,
  onChange,
}: {
  grounds: Grounds;
  onChange: (g: Partial<Grounds>) => void;
}) {
  const { t } = useTranslation('assessments');
  return (
    <section className="as-item as-grounds" data-testid="grounds-card">
      <h3 className="as-item__title">{t('fill.grounds')}</h3>
      <p className="hint">{t('fill.groundsHint')}</p>
      <YesNo
        label={t('fill.coma')}
        value={grounds.coma}
        onChange={(coma) => onChange({ coma })}
        testId="ground-coma"
      />
      <YesNo
        label={t('fill.dementia')}
        value={grounds.dementiaOrMentalDisorder}
        onChange={(dementiaOrMentalDisorder) => onChange({ dementiaOrMentalDisorder })}
        testId="ground-dementia"
      />
      <label className="as-points__label">
        {t('fill.riskEvents')}
        <input
          className="field__input as-points__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          value={grounds.riskEvents30d}
          onChange={(event) => {
            const n = Math.trunc(Number(event.target.value));
            onChange({ riskEvents30d: Number.isFinite(n) && n >= 0 ? Math.min(n, 1000) : 0 });
          }}
          data-testid="ground-risk-events"
        />
      </label>
    </section>
  );
}
