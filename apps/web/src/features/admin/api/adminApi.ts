import {
  type AjaxResult,
  ApiPath,
  type Banner,
  type BannerBody,
  type BannerUpdateBody,
  fillPath,
  type GroupBody,
  type NewsBody,
  type NewsDetail,
  type NewsSummary,
  type ProjectBody,
  type RemoveResult,
  type ServiceGroup,
  type ServiceProject,
  type TableResult,
  type UploadResult,
} from '@linli/contracts';
import { type Envelope, request, upload } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

export const ADMIN_PAGE_SIZE = 20;
/** The multipart field POST /common/upload reads. */
const UPLOAD_FIELD = 'file';

/**
 * Query keys of the administrators' screens. They start with the domain whose data they hold, so a save
 * here also refreshes what residents see (['shfw'], ['news']).
 */
export const adminKeys = {
  projects: (keyword: string, language: string) => ['shfw', 'admin', 'projects', keyword, language] as const,
  groups: (keyword: string, language: string) => ['shfw', 'admin', 'groups', keyword, language] as const,
  news: (keyword: string, language: string) => ['news', 'admin', 'list', keyword, language] as const,
  banners: () => ['news', 'admin', 'banners'] as const,
  project: (id: number) => ['shfw', 'admin', 'project', id] as const,
  group: (id: number) => ['shfw', 'admin', 'group', id] as const,
  article: (id: number) => ['news', 'admin', 'article', id] as const,
};

/** Every call the administrators' screens make; the server checks the admin role on each. */
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
    request<Data<{ id: number }>>({ url: ApiPath.shfwProjectCreate, method: 'POST', data: body }),
  updateProject: (id: number, body: ProjectBody) =>
    request({ url: fillPath(ApiPath.shfwProject, { id }), method: 'PUT', data: body }),
  removeProject: (id: number) =>
    request<Data<RemoveResult>>({ url: fillPath(ApiPath.shfwProject, { id }), method: 'DELETE' }),

  groups: (keyword: string, pageNum: number) =>
    request<Rows<ServiceGroup>>({
      url: ApiPath.shfwGroups,
      query: { keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE },
      loading: false,
    }),
  group: (id: number) =>
    request<Data<ServiceGroup>>({ url: fillPath(ApiPath.shfwGroup, { id }), loading: false }),
  createGroup: (body: GroupBody) =>
    request<Data<{ id: number }>>({ url: ApiPath.shfwGroupCreate, method: 'POST', data: body }),
  updateGroup: (id: number, body: GroupBody) =>
    request({ url: fillPath(ApiPath.shfwGroup, { id }), method: 'PUT', data: body }),
  removeGroup: (id: number) =>
    request<Data<RemoveResult>>({ url: fillPath(ApiPath.shfwGroup, { id }), method: 'DELETE' }),

  /** Drafts included (no status filter for an administrator). */
  news: (keyword: string, pageNum: number) =>
    request<Rows<NewsSummary>>({
      url: ApiPath.newsList,
      query: { keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE },
      loading: false,
    }),
  article: (id: number) =>
    request<Data<NewsDetail>>({ url: fillPath(ApiPath.newsDetail, { id }), loading: false }),
  createArticle: (body: NewsBody) =>
    request<Data<{ id: number }>>({ url: ApiPath.newsCreate, method: 'POST', data: body }),
  updateArticle: (id: number, body: NewsBody) =>
    request({ url: fillPath(ApiPath.newsDetail, { id }), method: 'PUT', data: body }),
  removeArticle: (id: number) => request({ url: fillPath(ApiPath.newsDetail, { id }), method: 'DELETE' }),

  banners: () => request<Data<Banner[]>>({ url: ApiPath.newsBanners, query: { all: true }, loading: false }),
  createBanner: (body: BannerBody) =>
    request<Data<{ id: number }>>({ url: ApiPath.newsBannerCreate, method: 'POST', data: body }),
  updateBanner: (id: number, body: BannerUpdateBody) =>
    request({ url: fillPath(ApiPath.newsBanner, { id }), method: 'PUT', data: body }),
  /** A picture through POST /common/upload (the server sniffs the bytes); answers its /uploads/ address. */
  upload: (file: Blob, fileName: string) =>
    upload<Envelope & UploadResult>({ url: ApiPath.upload, file, name: UPLOAD_FIELD, fileName }),
  removeBanner: (id: number) => request({ url: fillPath(ApiPath.newsBanner, { id }), method: 'DELETE' }),
};
