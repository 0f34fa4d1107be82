import { type Language, MAX_PAGE_SIZE, type UserDataExport, usersRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';

/** One module's share of a person's data, read as that person (so its own access rules apply). */
export type ExportSource = (caller: AuthUser, language: Language) => Promise<unknown>;

/** Enough for a person's own data; a bound so one export cannot hold the server for long. */
const MAX_ROWS_PER_SECTION = 5000;

/** Reads every page of a paged list. */
export async function allPages<T>(
  read: (page: { pageNum: number; pageSize: number }) => Promise<{ rows: T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; rows.length < MAX_ROWS_PER_SECTION; pageNum += 1) {
    const page = await read({ pageNum, pageSize: MAX_PAGE_SIZE });
    rows.push(...page.rows);
    if (page.rows.length < MAX_PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows;
}

/**
 * The right of access / portability (PIPL art. 45, GDPR art. 15/20): everything the service holds about
 * the caller, as one JSON document. Modules contribute sections; this knows none of their tables.
 */
export class UserExportService {
  constructor(
    private readonly sources: Record<string, ExportSource>,
    private readonly clock: Clock,
  ) {}

  async export(caller: AuthUser, language: Language): Promise<UserDataExport> {
    const sections: Record<string, unknown> = {};
    for (const [name, source] of Object.entries(this.sources))
      sections[name] = await source(caller, language);
    return { exportedAt: this.clock.now().toISOString(), format: 'linli-user-export/1', sections };
  }
}

export function registerUserExportRoute(router: ApiRouter, exporter: UserExportService): void {
  router.handle(usersRoutes.export, async ({ user, request, reply }) => {
    const data = await exporter.export(user, request.language);
    // A download, not a page: the browser saves it, and no cache keeps a copy of personal data.
    reply.header('content-disposition', `attachment; filename="linli-export-${user.userId}.json"`);
    reply.header('cache-control', 'no-store');
    return { data };
  });
}
