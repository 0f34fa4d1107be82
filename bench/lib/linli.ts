import type { LinliInfo } from '../servers/linli.ts';
import { type ChildServer, startChild } from './child.ts';
import { type BenchContext, serverScript } from './context.ts';
import type { Database } from './report.ts';

/**
 * Starts the Linli server child on a fresh database. One retry: on a shared development PostgreSQL a start
 * can meet other work's DDL; a second failure is reported as the suite's error.
 */
export async function startLinli(
  ctx: BenchContext,
  database: Exclude<Database, '-'>,
): Promise<ChildServer<LinliInfo>> {
  const start = () => startChild<LinliInfo>(serverScript('linli'), { env: { TEST_DATABASE: database } });
  try {
    return await start();
  } catch (error) {
    ctx.log(
      `Linli (${database}) did not start (${error instanceof Error ? error.message : error}); retrying once`,
    );
    return start();
  }
}
