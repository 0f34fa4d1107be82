import { type AssessmentType, assessmentsRoutes, type OrgType, resolveTemplate } from '@linli/contracts';
import { useMemo } from 'react';
import { useData, usePagedRows } from '../../../lib/queries.ts';
import { assessmentOf, LIST_PAGE_SIZE, myRecords, templateOf } from '../queries.ts';

/** The template a form or a report needs: the version the record pinned, else the current one. */
export function useTemplate(type: AssessmentType | undefined, version?: number, orgType?: OrgType | null) {
  // A template version never changes once stored: read it once a session.
  const query = useData(assessmentsRoutes.template, templateOf(type ?? 'elderly-ability', version), {
    enabled: !!type,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // A social organisation is scored with its own type's table (grading-rules.ts in the contracts).
  const data = useMemo(() => query.data && resolveTemplate(query.data, orgType), [query.data, orgType]);
  return { ...query, data } as typeof query;
}

/** The stored versions of a type's template, newest first (the admin template screen). */
export function useTemplateVersions(type: AssessmentType, enabled: boolean) {
  return useData(assessmentsRoutes.templates, { query: { type } }, { enabled });
}

export function useMyRecords(enabled: boolean) {
  return usePagedRows(assessmentsRoutes.list, myRecords, { enabled, pageSize: LIST_PAGE_SIZE });
}

export function useReviewQueue(enabled: boolean) {
  return usePagedRows(assessmentsRoutes.reviewQueue, { query: {} }, { enabled, pageSize: LIST_PAGE_SIZE });
}

export function useAboutMe(enabled: boolean) {
  return usePagedRows(assessmentsRoutes.aboutMe, { query: {} }, { enabled, pageSize: LIST_PAGE_SIZE });
}

/** Latest approved results falling due (staff: subjects they assessed; admins: all), soonest first. */
export function useDueReassessments(enabled: boolean) {
  return usePagedRows(assessmentsRoutes.due, { query: {} }, { enabled, pageSize: LIST_PAGE_SIZE });
}

export function useRecord(id: number | undefined) {
  return useData(assessmentsRoutes.get, assessmentOf(id ?? 0), { enabled: !!id });
}

export function useComparison(id: number | undefined, enabled = true) {
  return useData(assessmentsRoutes.comparison, assessmentOf(id ?? 0), { enabled: !!id && enabled });
}
