import {
  type ActivateMembershipBody,
  type AjaxResult,
  ApiPath,
  type ApplicationActionBody,
  type ApplicationBody,
  type ApplicationDetail,
  type ApplicationStatus,
  type ApplicationSummary,
  type Caseworker,
  fillPath,
  type GroupApplication,
  type GroupApplyBody,
  type GroupKind,
  type GroupReviewBody,
  type HealthSummary,
  type HomeSummary,
  type MembershipStatus,
  type PersonBody,
  type PersonDevice,
  type RateBody,
  type RecordBody,
  type RecordKind,
  type RecordStats,
  type ServedPerson,
  type ServiceCategory,
  type ServiceCategoryInfo,
  type ServiceGroup,
  type ServiceProject,
  type ServiceRecord,
  type SkillApplyBody,
  type TableResult,
  type UploadResult,
} from '@linli/contracts';
import { type Envelope, request, upload } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

/** One page of a list screen; infinite lists ask for the next page while the last one was full. */
export const PAGE_SIZE = 10;
/** The multipart field POST /common/upload reads. */
const UPLOAD_FIELD = 'file';

export interface ProjectFilter {
  category?: ServiceCategory | undefined;
  keyword?: string | undefined;
}
export interface RecordFilter {
  personId?: number | undefined;
  workerId?: number | undefined;
  kind?: RecordKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}
export interface StatsFilter {
  personId?: number | undefined;
  workerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Query keys of the social-services domain (docs/architecture.md "No magic strings"). */
export const shfwKeys = {
  all: ['shfw'] as const,
  home: (token: string, language: string) => ['shfw', 'home', token, language] as const,
  categories: (language: string) => ['shfw', 'categories', language] as const,
  projects: (filter: ProjectFilter, language: string) => ['shfw', 'projects', filter, language] as const,
  project: (id: number, language: string) => ['shfw', 'project', id, language] as const,
  applications: (scope: 'my' | 'all', status: string) => ['shfw', 'applications', scope, status] as const,
  application: (id: number) => ['shfw', 'application', id] as const,
  persons: (keyword: string) => ['shfw', 'persons', keyword] as const,
  myPersons: () => ['shfw', 'persons', 'mine'] as const,
  person: (id: number) => ['shfw', 'person', id] as const,
  health: (id: number) => ['shfw', 'health', id] as const,
  personDevices: (id: number) => ['shfw', 'personDevices', id] as const,
  caseworkers: () => ['shfw', 'caseworkers'] as const,
  records: (filter: RecordFilter) => ['shfw', 'records', filter] as const,
  record: (id: number) => ['shfw', 'record', id] as const,
  stats: (filter: StatsFilter) => ['shfw', 'stats', filter] as const,
  groups: (kind: string, keyword: string, language: string) =>
    ['shfw', 'groups', kind, keyword, language] as const,
  group: (id: number, language: string) => ['shfw', 'group', id, language] as const,
  groupApplications: (scope: 'my' | 'all', status: string) =>
    ['shfw', 'group-applications', scope, status] as const,
  member: () => ['shfw', 'member'] as const,
};

const page = (pageNum: number, pageSize = PAGE_SIZE) => ({ pageNum, pageSize });

export const shfwApi = {
  home: () => request<Data<HomeSummary>>({ url: ApiPath.shfwHome, loading: false }),
  categories: () => request<Data<ServiceCategoryInfo[]>>({ url: ApiPath.shfwCategories, loading: false }),
  projects: (filter: ProjectFilter, pageNum: number) =>
    request<Rows<ServiceProject>>({
      url: ApiPath.shfwProjects,
      query: { ...filter, ...page(pageNum) },
      loading: false,
    }),
  project: (id: number) =>
    request<Data<ServiceProject>>({ url: fillPath(ApiPath.shfwProject, { id }), loading: false }),
  apply: (body: ApplicationBody) =>
    request<Data<{ id: number }>>({ url: ApiPath.shfwApplicationCreate, method: 'POST', data: body }),
  myApplications: (status: ApplicationStatus | undefined, pageNum: number) =>
    request<Rows<ApplicationSummary>>({
      url: ApiPath.shfwMyApplications,
      query: { status, ...page(pageNum) },
      loading: false,
    }),
  allApplications: (status: ApplicationStatus | undefined, pageNum: number) =>
    request<Rows<ApplicationSummary>>({
      url: ApiPath.shfwApplications,
      query: { status, ...page(pageNum) },
      loading: false,
    }),
  application: (id: number) =>
    request<Data<ApplicationDetail>>({ url: fillPath(ApiPath.shfwApplication, { id }), loading: false }),
  act: (id: number, body: ApplicationActionBody) =>
    request<Data<unknown>>({
      url: fillPath(ApiPath.shfwApplicationAction, { id }),
      method: 'POST',
      data: body,
    }),
  rate: (id: number, body: RateBody) =>
    request<Data<unknown>>({
      url: fillPath(ApiPath.shfwApplicationRate, { id }),
      method: 'POST',
      data: body,
    }),
  persons: (keyword: string, pageNum: number) =>
    request<Rows<ServedPerson>>({
      url: ApiPath.shfwPersons,
      query: { keyword: keyword || undefined, ...page(pageNum, 50) },
      loading: false,
    }),
  myPersons: () => request<Data<ServedPerson[]>>({ url: ApiPath.shfwMyPersons, loading: false }),
  person: (id: number) =>
    request<Data<ServedPerson>>({ url: fillPath(ApiPath.shfwPerson, { id }), loading: false }),
  createPerson: (body: PersonBody) =>
    request<Data<{ id: number }>>({ url: ApiPath.shfwPersonCreate, method: 'POST', data: body }),
  updatePerson: (id: number, body: PersonBody) =>
    request<Data<unknown>>({ url: fillPath(ApiPath.shfwPerson, { id }), method: 'PUT', data: body }),
  health: (id: number) =>
    request<Data<HealthSummary>>({ url: fillPath(ApiPath.shfwPersonHealth, { id }), loading: false }),
  caseworkers: () => request<Data<Caseworker[]>>({ url: ApiPath.shfwCaseworkers, loading: false }),
  personDevices: (id: number) =>
    request<Data<PersonDevice[]>>({ url: fillPath(ApiPath.shfwPersonDevices, { id }), loading: false }),
  linkDevice: (personId: number, deviceId: number) =>
    request<Data<unknown>>({ url: ApiPath.shfwPersonDevice, method: 'POST', data: { personId, deviceId } }),
  unlinkDevice: (personId: number, deviceId: number) =>
    request<Data<unknown>>({ url: ApiPath.shfwPersonDevice, method: 'DELETE', data: { personId, deviceId } }),
  records: (filter: RecordFilter, pageNum: number) =>
    request<Rows<ServiceRecord>>({
      url: ApiPath.shfwRecords,
      query: { ...filter, ...page(pageNum) },
      loading: false,
    }),
  record: (id: number) =>
    request<Data<ServiceRecord>>({ url: fillPath(ApiPath.shfwRecord, { id }), loading: false }),
  stats: (filter: StatsFilter) =>
    request<Data<RecordStats>>({ url: ApiPath.shfwRecordStats, query: { ...filter }, loading: false }),
  createRecord: (body: RecordBody) =>
    request<Data<{ id: number }>>({ url: ApiPath.shfwRecordCreate, method: 'POST', data: body }),
  groups: (kind: GroupKind | undefined, keyword: string, pageNum: number) =>
    request<Rows<ServiceGroup>>({
      url: ApiPath.shfwGroups,
      query: { kind, keyword: keyword || undefined, ...page(pageNum) },
      loading: false,
    }),
  group: (id: number) =>
    request<Data<ServiceGroup>>({ url: fillPath(ApiPath.shfwGroup, { id }), loading: false }),
  applyGroup: (id: number, body: GroupApplyBody) =>
    request<Data<{ id: number }>>({
      url: fillPath(ApiPath.shfwGroupApply, { id }),
      method: 'POST',
      data: body,
    }),
  offerSkill: (body: SkillApplyBody) =>
    request<Data<{ id: number }>>({ url: ApiPath.shfwSkillApply, method: 'POST', data: body }),
  myGroupApplications: (pageNum: number) =>
    request<Rows<GroupApplication>>({
      url: ApiPath.shfwMyGroupApplications,
      query: page(pageNum),
      loading: false,
    }),
  groupApplications: (status: string | undefined, pageNum: number) =>
    request<Rows<GroupApplication>>({
      url: ApiPath.shfwGroupApplications,
      query: { status, ...page(pageNum) },
      loading: false,
    }),
  reviewGroupApplication: (id: number, body: GroupReviewBody) =>
    request<Data<unknown>>({
      url: fillPath(ApiPath.shfwGroupApplicationReview, { id }),
      method: 'PUT',
      data: body,
    }),
  memberStatus: () => request<Data<MembershipStatus>>({ url: ApiPath.memberStatus, loading: false }),
  activateMember: (body: ActivateMembershipBody) =>
    request<Data<MembershipStatus>>({ url: ApiPath.memberActivate, method: 'POST', data: body }),
  upload: (file: Blob, fileName?: string) =>
    upload<Envelope & UploadResult>({
      url: ApiPath.upload,
      file,
      name: UPLOAD_FIELD,
      ...(fileName ? { fileName } : {}),
    }),
};
