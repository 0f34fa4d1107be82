import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, UPLOADS_PREFIX, type UploadResult } from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { randomToken } from '../../platform/secrets.ts';
import { sniffFileType } from './file-type.ts';
import type { UploadsRepository } from './uploads.repository.ts';

export interface IncomingFile {
  filename: string;
  buffer: Buffer;
}

/** Stores uploads under DATA_DIR/uploads/yyyy/mm with random names; served at /uploads/. */
export class UploadsService {
  constructor(
    private readonly root: string,
    private readonly uploads: UploadsRepository,
    private readonly clock: Clock,
  ) {}

  async save(userId: number, file: IncomingFile, allowedTypes: readonly string[]): Promise<UploadResult> {
    if (file.buffer.length === 0) throw new AppError(ErrorCode.UPLOAD_EMPTY, { field: 'file' });
    const kind = sniffFileType(file.buffer.subarray(0, 512));
    if (!kind || !allowedTypes.includes(kind.type))
      throw new AppError(ErrorCode.UPLOAD_TYPE, { field: 'file' });
    const now = this.clock.now();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const relative = `${folder}/${randomToken(12)}.${kind.ext}`;
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    await fs.writeFile(path.join(this.root, relative), file.buffer, { flag: 'wx' });
    const originalFilename = path.basename(file.filename || `file.${kind.ext}`).slice(0, 200);
    await this.uploads.insert({
      userId,
      path: relative,
      originalName: originalFilename,
      contentType: kind.type,
      size: file.buffer.length,
      createdAt: now.toISOString(),
    });
    return { url: `${UPLOADS_PREFIX}${relative}`, fileName: relative, originalFilename };
  }

  /** Removes a user's files from disk (their rows go with the user). */
  async removeAllOf(userId: number): Promise<void> {
    for (const relative of await this.uploads.pathsOf(userId)) {
      await fs.rm(path.join(this.root, relative), { force: true });
    }
  }
}
