import type { AssessmentResult } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import type { FormPart } from '../formModel.ts';
import { changeLabel } from '../labels.ts';
import { BiText, useName } from './Bilingual.tsx';
import { RadarChart } from './RadarChart.tsx';

export interface PartScore {
  id: string;
  nameZh: string;
  nameEn: string;
  score: number;
  max: number;
}

/** C.1 section scores (elderly) or category scores (indicator tables), in template order. */
export function partScores(result: AssessmentResult, parts: FormPart[]): PartScore[] {
  const scores = result.type === 'elderly-ability' ? result.sections : result.categories;
  const maxima = result.type === 'elderly-ability' ? result.sectionMax : result.categoryMax;
  return parts.map((p) => ({
    id: p.id,
    nameZh: p.nameZh,
    nameEn: p.nameEn,
    score: scores[p.id] ?? 0,
    max: maxima[p.id] ?? p.maxScore,
  }));
}

interface PartScoresProps {
  result: AssessmentResult;
  parts: FormPart[];
  previous?: AssessmentResult | null | undefined;
  changes?: Record<string, number> | undefined;
  chart?: boolean;
  /** The report names the part after its Appendix C clause. */
  title?: string;
}

/** The part scores as a table (the numbers in words) and as a radar chart beside it. */
export function PartScores({ result, parts, previous, changes, chart = true, title }: PartScoresProps) {
  const { t } = useTranslation('assessments');
  const name = useName();
  const rows = partScores(result, parts);
  const before = previous
    ? Object.fromEntries(partScores(previous, parts).map((p) => [p.id, p.score]))
    : undefined;
  return (
    <section className="card as-card" data-testid="part-scores">
      <h2 className="as-card__title">{title ?? t('result.parts')}</h2>
      {chart && (
        <RadarChart
          title={t('result.radar')}
          axes={rows.map((r) => ({ key: r.id, label: name(r), value: r.score, max: r.max }))}
          previous={before}
        />
      )}
      {chart && before && (
        <p className="as-legend">
          <span className="as-legend__current">━ {t('result.legendCurrent')}</span>
          <span className="as-legend__previous">┅ {t('result.legendPrevious')}</span>
        </p>
      )}
      <table className="as-table">
        <thead>
          <tr>
            <th scope="col">{t('result.part')}</th>
            <th scope="col">{t('result.score')}</th>
            {changes && <th scope="col">{t('result.change')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`part-score-${r.id}`}>
              <th scope="row">
                <span className="as-table__id">{r.id.includes('.') ? r.id : ''}</span>
                <BiText zh={r.nameZh} en={r.nameEn} />
              </th>
              <td className="as-table__num">
                {r.score} / {r.max}
              </td>
              {changes && (
                <td className="as-table__num">
                  {changes[r.id] === undefined ? '—' : changeLabel(t, changes[r.id] ?? 0)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
