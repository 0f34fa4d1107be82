import type { AssessmentTemplate } from '@linli/contracts';

/**
 * Keys whose values are wording or layout only: names, definitions, notes, option texts, sources, the
 * Appendix A questionnaire and the report part titles. Everything else in a template (ids, maxima, option
 * scores, level bands, cut-offs, C.4 settings, and any key added later) counts as scoring.
 */
const WORDING_KEYS = new Set([
  'nameZh',
  'nameEn',
  'standard',
  'sourceNote',
  'descriptionZh',
  'descriptionEn',
  'noteZh',
  'noteEn',
  'note',
  'textZh',
  'textEn',
  'criteriaZh',
  'criteriaEn',
  'pointsSource',
  'source',
  'preconditionsEn',
  'basicInfo',
  'reportParts',
]);

/** The template less its wording. */
function scoringShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scoringShape);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => !WORDING_KEYS.has(key));
  return Object.fromEntries(entries.map(([key, v]) => [key, scoringShape(v)]));
}

/** JSON with the keys of every object sorted: a stored definition and a parsed one compare as text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * True when the shipped template may replace the stored one of the same version: the wording differs but
 * every id and score is the same, so no stored assessment would score differently. A stored version whose
 * scoring differs is never touched (records pinned to it keep their results).
 */
export function onlyWordingDiffers(stored: AssessmentTemplate, shipped: AssessmentTemplate): boolean {
  if (canonical(stored) === canonical(shipped)) return false;
  return canonical(scoringShape(stored)) === canonical(scoringShape(shipped));
}
