import {
  pathOf,
  ResultCode,
  type RouteDescriptor,
  type RouteInput,
  type RouteResponse,
  type UploadInput,
} from '@linli/contracts';
import { type Envelope, type QueryValue, request } from './request.ts';

/**
 * A call that did not succeed: the server's refusal in its own words (with its `field` when it is about one),
 * or '' when `request` has already told the person (a toast for a timeout, a lost network, a 401).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly errorCode?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** The 'loading' indicator; on for writes, off for reads (screens show their own loading state). */
  loading?: boolean;
  /** How long to wait for the answer (ms); the request layer's default otherwise. */
  timeout?: number;
}

/**
 * The one typed way to call the API: the route's contract descriptor says the path, method and shapes, so the
 * answer's type follows from the server's own schema. An upload route's file goes as multipart. Resolves the success's keys (`data`, `rows`/`total`...);
 * rejects with an ApiError.
 */
export async function call<D extends RouteDescriptor>(
  route: D,
  input: RouteInput<D>,
  options: CallOptions = {},
): Promise<RouteResponse<D>> {
  const { params, query, body, upload } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    upload?: UploadInput;
  };
  const result = await request({
    url: pathOf(route, params),
    method: route.method,
    query,
    data: route.multipart && upload ? formOf(route.multipart.file, upload) : body,
    loading: options.loading ?? route.method !== 'GET',
    ...(options.timeout ? { timeout: options.timeout } : {}),
  });
  const { code: _code, msg: _msg, ...answer } = successOf(result);
  return answer as RouteResponse<D>;
}

/** A multipart upload's form: its text fields, then the file under the field the route reads. */
function formOf(fileField: string, { file, fileName, fields }: UploadInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields ?? {})) form.append(key, value);
  if (fileName) form.append(fileField, file, fileName);
  else form.append(fileField, file);
  return form;
}

/** A success of `request`, or the ApiError it is. */
function successOf<R extends Envelope>(result: R | false): R {
  if (!result) throw new ApiError('');
  if (result.code !== ResultCode.OK) {
    throw new ApiError(result.msg, result.code, result.errorCode, result.field);
  }
  return result;
}
