import {
  type AjaxResult,
  ApiPath,
  fillPath,
  type Scene,
  type SceneBody,
  type SceneRun,
  type TableResult,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

/** The list filter: all, enabled (running) or not enabled (stopped). */
export type SceneFilter = 'all' | 'enabled' | 'disabled';
export const SCENE_PAGE_SIZE = 10;

export const scenesKeys = {
  all: ['scenes'] as const,
  list: (filter: SceneFilter) => ['scenes', 'list', filter] as const,
  detail: (sceneId: number) => ['scenes', 'detail', sceneId] as const,
  log: (sceneId: number) => ['scenes', 'log', sceneId] as const,
};

export const scenesApi = {
  list: (filter: SceneFilter, pageNum: number) =>
    request<Rows<Scene>>({
      url: ApiPath.sceneList,
      query: {
        pageNum,
        pageSize: SCENE_PAGE_SIZE,
        enable: filter === 'enabled' ? 1 : filter === 'disabled' ? 2 : undefined,
      },
      loading: false,
    }),
  detail: (sceneId: number) =>
    request<Data<Scene>>({ url: fillPath(ApiPath.sceneById, { id: sceneId }), loading: false }),
  create: (body: SceneBody) => request({ url: ApiPath.scene, method: 'POST', data: body }),
  update: (sceneId: number, body: SceneBody) =>
    request({ url: ApiPath.scene, method: 'PUT', data: { ...body, sceneId } }),
  remove: (sceneId: number) =>
    request({ url: fillPath(ApiPath.sceneById, { id: sceneId }), method: 'DELETE' }),
  switch: (sceneId: number, enable: 1 | 2) =>
    request({ url: ApiPath.sceneUpdateStatus, method: 'PUT', data: { sceneId, enable } }),
  run: (sceneId: number) =>
    request<Data<SceneRun>>({ url: ApiPath.runScene, method: 'POST', query: { sceneId } }),
  log: (sceneId: number, pageNum: number) =>
    request<Rows<SceneRun>>({
      url: ApiPath.sceneRunLog,
      query: { sceneId, pageNum, pageSize: 20 },
      loading: false,
    }),
};
