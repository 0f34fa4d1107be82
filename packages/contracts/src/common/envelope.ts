import type { ErrorCode } from './error-codes.ts';

/**
 * RuoYi body codes (docs/architecture.md "REST envelope", docs/product.md "Responses and errors"). HTTP
 * status stays 200 for every business outcome.
 */
export const ResultCode = {
  OK: 200,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  USER_NOT_FOUND: 450,
  ERROR: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface AjaxResult<T = undefined> {
  code: ResultCode;
  msg: string;
  data?: T;
  /** Stable, language-independent reason for a refusal. */
  errorCode?: ErrorCode;
  /** The request field a validation refusal is about. */
  field?: string;
}

export interface TableResult<T> {
  code: ResultCode;
  msg: string;
  rows: T[];
  total: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
