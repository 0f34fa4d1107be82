import {
  type AjaxResult,
  ApiPath,
  type AssessmentComparison,
  type AssessmentRecord,
  type AssessmentStatus,
  type AssessmentSubjectInput,
  type AssessmentSummary,
  type AssessmentTemplate,
  type AssessmentTemplateSummary,
  type AssessmentType,
  type SaveAssessmentBody,
  type TableResult,
  type UploadResult,
} from '@linli/contracts';
import { type Envelope, request, upload } from '../../../lib/request.ts';

/** Query keys of the assessments domain (docs/architecture.md "No magic strings"). */
export const assessmentKeys = {
  all: ['assessments'] as const,
  template: (type: AssessmentType, version?: number) =>
    ['assessments', 'template', type, version ?? 'current'] as const,
  templates: (type: AssessmentType) => ['assessments', 'templates', type] as const,
  mine: () => ['assessments', 'records', 'mine'] as const,
  reviewQueue: () => ['assessments', 'review'] as const,
  aboutMe: () => ['assessments', 'about-me'] as const,
  record: (id: number) => ['assessments', 'record', id] as const,
  comparison: (id: number) => ['assessments', 'comparison', id] as const,
};

const withId = (path: string, id: number) => path.replace(':id', String(id));
const withType = (path: string, type: AssessmentType) => path.replace(':type', type);

/** Lists read this many at once; the home screen shows the newest. */
export const LIST_PAGE_SIZE = 50;
/** The multipart field POST /common/upload reads. */
const UPLOAD_FIELD = 'file';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

export interface CreateAssessmentInput {
  type: AssessmentType;
  subject: AssessmentSubjectInput;
}

export const assessmentsApi = {
  template: (type: AssessmentType, version?: number) =>
    request<Data<AssessmentTemplate>>({
      url: withType(ApiPath.assessmentTemplate, type),
      query: { version },
      loading: false,
    }),
  templates: (type: AssessmentType) =>
    request<Data<AssessmentTemplateSummary[]>>({
      url: ApiPath.assessmentTemplates,
      query: { type },
      loading: false,
    }),
  /** Admin: a new version; a refusal comes back with the server's message naming the offending path. */
  loadTemplate: (definition: unknown) =>
    request<Data<AssessmentTemplateSummary>>({
      url: ApiPath.assessmentTemplates,
      method: 'POST',
      data: definition,
    }),
  mine: (status?: AssessmentStatus) =>
    request<Rows<AssessmentSummary>>({
      url: ApiPath.assessmentRecords,
      query: { scope: 'mine', status, pageNum: 1, pageSize: LIST_PAGE_SIZE },
      loading: false,
    }),
  reviewQueue: () =>
    request<Rows<AssessmentSummary>>({
      url: ApiPath.assessmentReviewQueue,
      query: { pageNum: 1, pageSize: LIST_PAGE_SIZE },
      loading: false,
    }),
  aboutMe: () =>
    request<Rows<AssessmentSummary>>({
      url: ApiPath.assessmentAboutMe,
      query: { pageNum: 1, pageSize: LIST_PAGE_SIZE },
      loading: false,
    }),
  record: (id: number) =>
    request<Data<AssessmentRecord>>({ url: withId(ApiPath.assessmentRecord, id), loading: false }),
  comparison: (id: number) =>
    request<Data<AssessmentComparison>>({ url: withId(ApiPath.assessmentComparison, id), loading: false }),
  create: (body: CreateAssessmentInput) =>
    request<Data<AssessmentRecord>>({ url: ApiPath.assessmentRecords, method: 'POST', data: body }),
  /** Background save as you go: no loading indicator. */
  save: (id: number, body: SaveAssessmentBody) =>
    request<Data<AssessmentRecord>>({
      url: withId(ApiPath.assessmentRecord, id),
      method: 'PUT',
      data: body,
      loading: false,
    }),
  remove: (id: number) => request({ url: withId(ApiPath.assessmentRecord, id), method: 'DELETE' }),
  submit: (id: number) =>
    request<Data<AssessmentRecord>>({ url: withId(ApiPath.assessmentSubmit, id), method: 'POST' }),
  approve: (id: number, comment?: string) =>
    request<Data<AssessmentRecord>>({
      url: withId(ApiPath.assessmentApprove, id),
      method: 'POST',
      data: comment ? { comment } : {},
    }),
  returnForChanges: (id: number, comment: string) =>
    request<Data<AssessmentRecord>>({
      url: withId(ApiPath.assessmentReturn, id),
      method: 'POST',
      data: { comment },
    }),
  upload: (file: File) =>
    upload<Envelope & UploadResult>({ url: ApiPath.upload, file, name: UPLOAD_FIELD, fileName: file.name }),
};
