import type { AssessmentSummary } from '@linli/contracts';
import { paths, withQuery } from '../../lib/paths.ts';

/** Where a record opens: drafts and returned ones to the form, the rest to the result. */
export function recordPath(record: Pick<AssessmentSummary, 'id' | 'status'>): string {
  const editable = record.status === 'draft' || record.status === 'returned';
  return withQuery(editable ? paths.assessmentFill : paths.assessmentResult, { id: String(record.id) });
}

/** A new assessment of the same type and subject, the subject filled in (the re-assessment due list). */
export const reassessPath = (row: Pick<AssessmentSummary, 'type' | 'subject'>) =>
  withQuery(paths.assessmentNew, {
    type: row.type,
    name: row.subject.subjectName,
    ref: row.subject.subjectRef ?? undefined,
  });

export const resultPath = (id: number) => withQuery(paths.assessmentResult, { id: String(id) });
export const fillPath = (id: number) => withQuery(paths.assessmentFill, { id: String(id) });
export const reportPath = (id: number) => withQuery(paths.assessmentReport, { id: String(id) });

/** `?id=` of the assessment screens, or undefined when missing or not a positive whole number. */
export function idParam(search: URLSearchParams): number | undefined {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
