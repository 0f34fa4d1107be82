import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface UploadRecord {
  userId: number;
  path: string;
  originalName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export class UploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(upload: UploadRecord): Promise<void> {
    await this.db
      .insertInto('uploads')
      .values({
        user_id: upload.userId,
        path: upload.path,
        original_name: upload.originalName,
        content_type: upload.contentType,
        size: upload.size,
        created_at: upload.createdAt,
      })
      .execute();
  }

  async pathsOf(userId: number): Promise<string[]> {
    const rows = await this.db.selectFrom('uploads').select('path').where('user_id', '=', userId).execute();
    return rows.map((r) => r.path);
  }
}
