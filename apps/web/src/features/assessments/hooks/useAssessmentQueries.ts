import { type AssessmentType, ResultCode } from '@linli/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '../../../lib/request.ts';
import { assessmentKeys, assessmentsApi } from '../api/assessmentsApi.ts';

/** A refusal or a failed request becomes a query error, so screens show their error state. */
export class AssessmentLoadError extends Error {}

async function dataOf<T>(call: Promise<(Envelope & { data?: T }) | false>): Promise<T> {
  const result = await call;
  if (!result) throw new AssessmentLoadError('request failed');
  if (result.code !== ResultCode.OK || result.data === undefined) throw new AssessmentLoadError(result.msg);
  return result.data;
}

async function rowsOf<T>(call: Promise<(Envelope & { rows: T[]; total: number }) | false>) {
  const result = await call;
  if (!result) throw new AssessmentLoadError('request failed');
  if (result.code !== ResultCode.OK) throw new AssessmentLoadError(result.msg);
  return { rows: result.rows, total: result.total };
}

/** The template a form or a report needs: the version the record pinned, else the current one. */
export function useTemplate(type: AssessmentType | undefined, version?: number) {
  return useQuery({
    queryKey: assessmentKeys.template(type ?? 'elderly-ability', version),
    enabled: !!type,
    // A template version never changes once loaded: keep it for the session.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => dataOf(assessmentsApi.template(type ?? 'elderly-ability', version)),
  });
}

/** The stored versions of a type's template, newest first (the admin template screen). */
export function useTemplateVersions(type: AssessmentType, enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.templates(type),
    enabled,
    queryFn: async () =>
      (await dataOf(assessmentsApi.templates(type))).toSorted((a, b) => b.version - a.version),
  });
}

export function useMyRecords(enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.mine(),
    enabled,
    queryFn: () => rowsOf(assessmentsApi.mine()),
  });
}

export function useReviewQueue(enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.reviewQueue(),
    enabled,
    queryFn: () => rowsOf(assessmentsApi.reviewQueue()),
  });
}

export function useAboutMe(enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.aboutMe(),
    enabled,
    queryFn: () => rowsOf(assessmentsApi.aboutMe()),
  });
}

export function useRecord(id: number | undefined) {
  return useQuery({
    queryKey: assessmentKeys.record(id ?? 0),
    enabled: !!id,
    queryFn: () => dataOf(assessmentsApi.record(id ?? 0)),
  });
}

export function useComparison(id: number | undefined, enabled = true) {
  return useQuery({
    queryKey: assessmentKeys.comparison(id ?? 0),
    enabled: !!id && enabled,
    queryFn: () => dataOf(assessmentsApi.comparison(id ?? 0)),
  });
}
