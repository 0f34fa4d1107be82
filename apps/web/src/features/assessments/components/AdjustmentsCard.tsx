import type { ElderlyResult, ElderlyTemplate } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { BiText, useName } from './Bilingual.tsx';

/** GB/T 42195-2022 C.4: each ground that applied, its clause, what it did and the level before and after. */
export function AdjustmentsCard({
  template,
  result,
  title,
}: {
  template: ElderlyTemplate;
  result: ElderlyResult;
  /** The report heads it with its Appendix C number and name. */
  title?: string;
}) {
  const { t } = useTranslation('assessments');
  const name = useName();
  const levelName = (id: string) => {
    const level = template.levels.find((l) => l.id === id);
    return level ? name(level) : id;
  };
  return (
    <section className="card as-card" data-testid="result-adjustments">
      <h2 className="as-card__title">{title ?? t('result.adjustments')}</h2>
      {result.adjustments.length === 0 ? (
        <p className="hint">{t('result.noAdjustments')}</p>
      ) : (
        <ol className="as-adjustments">
          {result.adjustments.map((a) => (
            <li key={a.rule} className="as-adjustment" data-testid={`adjustment-${a.rule}`}>
              <span className="as-adjustment__clause">{a.clause}</span>
              <BiText zh={a.groundsZh} en={a.groundsEn} />
              <span className="as-adjustment__effect">
                {t(`result.effects.${a.effect}`)} ·{' '}
                {t('result.fromTo', { from: levelName(a.from), to: levelName(a.to) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
