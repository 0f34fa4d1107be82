import { ErrorCode } from '@linli/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface MultipartUpload {
  /** The text fields of the form. */
  fields: Record<string, string>;
  /** The one file of the form. */
  file: { filename: string; buffer: Buffer };
}

/**
 * Reads a multipart/form-data upload of one file (and its text fields). Only the body is read here (no
 * database, no disk), so anything that goes wrong is the sender's: no file is UPLOAD_EMPTY, a file over
 * `maxBytes` UPLOAD_TOO_LARGE, a body the parser cannot follow (no or empty boundary, cut short, garbage)
 * UPLOAD_MALFORMED — never a server error.
 */
export async function readMultipart(request: FastifyRequest, maxBytes: number): Promise<MultipartUpload> {
  const upload: { fields: Record<string, string>; file?: MultipartUpload['file'] } = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') upload.file = { filename: part.filename, buffer: await part.toBuffer() };
      else upload.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCode.UPLOAD_TOO_LARGE, { field: 'file', max: maxBytes / (1024 * 1024) });
    // Not a form at all (JSON, no body): nothing was chosen to upload.
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(ErrorCode.UPLOAD_EMPTY, { field: 'file' });
    throw new AppError(ErrorCode.UPLOAD_MALFORMED, { field: 'file' });
  }
  if (!upload.file) throw new AppError(ErrorCode.UPLOAD_EMPTY, { field: 'file' });
  return { fields: upload.fields, file: upload.file };
}
