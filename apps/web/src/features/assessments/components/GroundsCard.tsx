import { type BasicInfo, groundsFromBasicInfo, isBasicInfoEmpty, PSYCHIATRIST } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

/** How one C.4 ground stands, in words, and the Appendix A item it comes from. */
interface GroundLine {
  id: 'coma' | 'dementia' | 'riskEvents';
  item: string;
  /** A key under fill.c4 and its values. */
  state: string;
  values?: Record<string, number>;
  applies: boolean;
}

const OTHER_MENTAL_DISORDER = /F04/;

/** The three grounds as Appendix A gives them (the contracts' derivation, the one the server scores with). */
export function groundLines(info: BasicInfo, riskEventThreshold: number): GroundLine[] {
  const derived = groundsFromBasicInfo(info);
  const diagnoses = Array.isArray(info['A.4.1']) ? (info['A.4.1'] as string[]) : [];
  const otherDisorder = diagnoses.some((d) => OTHER_MENTAL_DISORDER.test(d));
  const doctor = info['A.4.1.diagnosedby'];
  const dementiaState = derived.dementiaOrMentalDisorder
    ? 'dementiaYes'
    : !otherDisorder
      ? 'dementiaNo'
      : isBasicInfoEmpty(doctor)
        ? 'dementiaDoctorOpen'
        : doctor === PSYCHIATRIST
          ? 'dementiaYes'
          : 'dementiaOtherDoctor';
  const events = derived.riskEvents30d;
  return [
    {
      id: 'coma',
      item: 'A.5.11',
      state: derived.coma === undefined ? 'open' : derived.coma ? 'comaYes' : 'comaNo',
      applies: derived.coma === true,
    },
    {
      id: 'dementia',
      item: 'A.4.1',
      state: dementiaState,
      applies: derived.dementiaOrMentalDisorder === true,
    },
    {
      id: 'riskEvents',
      item: 'A.2.14',
      state: events === undefined ? 'open' : events >= riskEventThreshold ? 'riskRaises' : 'riskBelow',
      values: { count: events ?? 0, threshold: riskEventThreshold },
      applies: (events ?? 0) >= riskEventThreshold,
    },
  ];
}

/**
 * GB/T 42195-2022 C.4: the three grounds that change the preliminary level, as Appendix A gives them.
 * Read-only: each says where it comes from and leads there, since changing a ground means changing the
 * basic information it follows from.
 */
export function GroundsCard({
  basicInfo,
  riskEventThreshold,
  onGoTo,
}: {
  basicInfo: BasicInfo;
  riskEventThreshold: number;
  onGoTo: (itemId: string) => void;
}) {
  const { t } = useTranslation('assessments');
  return (
    <section className="as-item as-grounds" data-testid="grounds-card">
      <h3 className="as-item__title">{t('fill.grounds')}</h3>
      <p className="hint">{t('fill.c4.hint')}</p>
      <dl className="as-grounds__list">
        {groundLines(basicInfo, riskEventThreshold).map((line) => (
          <div
            key={line.id}
            className={line.applies ? 'as-grounds__row as-grounds__row--applies' : 'as-grounds__row'}
            data-testid={`ground-${line.id}`}
            data-state={line.state}
          >
            <dt className="as-grounds__name">{t(`fill.c4.${line.id}` as 'fill.c4.coma')}</dt>
            <dd className="as-grounds__value">{t(`fill.c4.${line.state}` as 'fill.c4.open', line.values)}</dd>
            <dd className="as-grounds__go">
              <button
                type="button"
                className="link-button"
                onClick={() => onGoTo(line.item)}
                data-testid={`ground-${line.id}-go`}
              >
                {t('fill.c4.goTo', { id: line.item })}
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
