import type { AssessmentRecord, AssessmentResult } from '@linli/contracts';

/**
 * How an assessment moved since the previous approved one of the same subject and type: the total and
 * each section / category both results have, in tenths (indicator points such as 12.5 are exact).
 */
export function changesBetween(
  current: AssessmentRecord,
  previous: AssessmentRecord | null,
): { totalChange: number | null; partChanges: Record<string, number> } {
  const partChanges: Record<string, number> = {};
  const parts = (r: AssessmentResult | null | undefined) =>
    !r ? undefined : r.type === 'elderly-ability' ? r.sections : r.categories;
  const now = parts(current.result);
  const before = parts(previous?.result);
  if (now && before) {
    for (const [part, value] of Object.entries(now)) {
      const old = before[part];
      if (old !== undefined) partChanges[part] = Math.round((value - old) * 10) / 10;
    }
  }
  const totalChange =
    current.total !== null && previous?.total != null
      ? Math.round((current.total - previous.total) * 10) / 10
      : null;
  return { totalChange, partChanges };
}
