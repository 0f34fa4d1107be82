import {
  type AjaxResult,
  ApiPath,
  fillPath,
  type GroupBody,
  type ProjectBody,
  type RemoveResult,
  type ServiceGroup,
  type ServiceProject,
  type TableResult,
} from '@linli/contracts';
import { successOf } from '../../../lib/api.ts';
import { type Envelope, request } from '../../../lib/request.ts';
import { ADMIN_PAGE_SIZE } from '../queries.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

/**
 * Query keys of the administrators' social-services screens. They start with the domain whose data they
 * hold, so a save here also refreshes what residents see (['shfw']).
 */
export const adminKeys = {
  projects: (keyword: string, language: string) => ['shfw', 'admin', 'projects', keyword, language] as const,
  groups: (keyword: string, language: string) => ['shfw', 'admin', 'groups', keyword, language] as const,
  project: (id: number) => ['shfw', 'admin', 'project', id] as const,
  group: (id: number) => ['shfw', 'admin', 'group', id] as const,
};

/**
 * The social-services routes have no descriptors yet and answer the envelope; the administrators' forms and
 * lists take every write the way `call` gives it — the answer, or an ApiError (successOf, lib/api.ts) — so
 * news and social services share one save and one delete.
 */
const asCall = async <T extends Envelope>(send: Promise<T | false>): Promise<T> => successOf(await send);

/** The social-services calls of the administrators' screens; the server checks the admin role on each. */
export const adminApi = {
  /** No status filter: an administrator gets drafts and closed projects too. */
  projects: (keyword: string, pageNum: number) =>
    request<Rows<ServiceProject>>({
      url: ApiPath.shfwProjects,
      query: { keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE },
      loading: false,
    }),
  project: (id: number) =>
    request<Data<ServiceProject>>({ url: fillPath(ApiPath.shfwProject, { id }), loading: false }),
  createProject: (body: ProjectBody) =>
    asCall(request<Data<{ id: number }>>({ url: ApiPath.shfwProjectCreate, method: 'POST', data: body })),
  updateProject: (id: number, body: ProjectBody) =>
    asCall(request({ url: fillPath(ApiPath.shfwProject, { id }), method: 'PUT', data: body })),
  removeProject: (id: number) =>
    asCall(request<Data<RemoveResult>>({ url: fillPath(ApiPath.shfwProject, { id }), method: 'DELETE' })),

  groups: (keyword: string, pageNum: number) =>
    request<Rows<ServiceGroup>>({
      url: ApiPath.shfwGroups,
      query: { keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE },
      loading: false,
    }),
  group: (id: number) =>
    request<Data<ServiceGroup>>({ url: fillPath(ApiPath.shfwGroup, { id }), loading: false }),
  createGroup: (body: GroupBody) =>
    asCall(request<Data<{ id: number }>>({ url: ApiPath.shfwGroupCreate, method: 'POST', data: body })),
  updateGroup: (id: number, body: GroupBody) =>
    asCall(request({ url: fillPath(ApiPath.shfwGroup, { id }), method: 'PUT', data: body })),
  removeGroup: (id: number) =>
    asCall(request<Data<RemoveResult>>({ url: fillPath(ApiPath.shfwGroup, { id }), method: 'DELETE' })),
};
