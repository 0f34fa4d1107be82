import {
  ErrorCode,
  fastbeeApp,
  formatMessage,
  LANGUAGE_HEADER,
  type Language,
  ResultCode,
  resolveLanguage,
} from '@linli/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './database-errors.ts';
import { AppError } from './errors.ts';

/** Fastify's own refusals of malformed requests, mapped to our codes. They are the client's fault: never 5xx. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_REQ_FILE_TOO_LARGE: ErrorCode.UPLOAD_TOO_LARGE,
  FST_PARTS_LIMIT: ErrorCode.UPLOAD_TOO_LARGE,
  FST_FILES_LIMIT: ErrorCode.UPLOAD_TOO_LARGE,
  FST_INVALID_MULTIPART_CONTENT_TYPE: ErrorCode.UPLOAD_EMPTY,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.BODY_INVALID,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.BODY_INVALID,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.BODY_INVALID,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.BODY_INVALID,
};

/**
 * The HTTP status of a refusal. The FastBee app's layer answers every refusal with 200 and the code in
 * the body: its request layer leaves the loading spinner up forever on any other status
 * (docs/fastbee-app.md "What the app needs").
 */
function statusFor(request: FastifyRequest, status: number): number {
  return request.url.startsWith(fastbeeApp.PREFIX) ? 200 : status;
}

/** Seconds a client is asked to wait before retrying when the database is busy or unreachable. */
const RETRY_AFTER_S = 5;

export interface ErrorBody {
  code: number;
  msg: string;
  errorCode: ErrorCode;
  field?: string;
}

export function errorBody(language: Language, error: AppError): ErrorBody {
  const body: ErrorBody = {
    code: error.resultCode,
    msg: formatMessage(language, error.errorCode, error.params),
    errorCode: error.errorCode,
  };
  if (error.field) body.field = error.field;
  return body;
}

export function installErrorHandling(app: FastifyInstance, uploadLimitMb: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language ?? 'zh-CN';
    if (error instanceof AppError) {
      return reply.status(200).send(errorBody(language, error));
    }
    const mapped =
      FRAMEWORK_CODES[error.code] ??
      (error.statusCode && error.statusCode < 500 ? ErrorCode.BODY_INVALID : undefined);
    if (mapped) {
      const params = mapped === ErrorCode.UPLOAD_TOO_LARGE ? { max: uploadLimitMb } : {};
      return reply.status(200).send(errorBody(language, new AppError(mapped, params)));
    }
    if (isDatabaseUnavailable(error)) {
      // Busy or unreachable database: nothing was changed and the same request can succeed shortly. 503
      // (with Retry-After) tells proxies and clients so; the envelope carries the translated message.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(statusFor(request, 503))
        .header('retry-after', String(RETRY_AFTER_S))
        .send({
          code: ResultCode.ERROR,
          msg: formatMessage(language, ErrorCode.SERVICE_BUSY),
          errorCode: ErrorCode.SERVICE_BUSY,
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(statusFor(request, 500)).send({
      code: ResultCode.ERROR,
      msg: formatMessage(language, ErrorCode.INTERNAL),
      errorCode: ErrorCode.INTERNAL,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const language = request.language ?? 'zh-CN';
    return reply
      .status(statusFor(request, 404))
      .send({ code: 404, msg: formatMessage(language, ErrorCode.NOT_FOUND), errorCode: ErrorCode.NOT_FOUND });
  });
}

/**
 * The router's own refusals (a malformed percent-encoding, a path segment over the length limit) happen
 * before any hook runs; without this they answer in Fastify's shape, untranslated. Such a URL names
 * nothing, so it is answered as "not found" in the envelope (the route fuzzing in security/fuzz found these).
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = resolveLanguage(
    request.headers[LANGUAGE_HEADER] as string | undefined,
    request.headers['accept-language'],
  );
  void reply
    .status(statusFor(request, 404))
    .send({ code: 404, msg: formatMessage(language, ErrorCode.NOT_FOUND), errorCode: ErrorCode.NOT_FOUND });
}
