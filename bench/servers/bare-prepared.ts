/**
 * The second HTTP reference, "the limit of the work itself": a bare Fastify route that does what a Linli list
 * request cannot avoid — Linli's token check (apps/server/src/app.ts: the HS256 signature of the Bearer token,
 * then the live session and its user, apps/server/src/modules/auth/sessions.repository.ts findLiveUser) as ONE
 * prepared statement, and the device list's page with its total as ONE prepared statement — against the Linli
 * child's own SQLite file, opened read-only (WAL lets both read). Nothing else: no Kysely, no validation, no
 * presenter. SQLite only. The parent passes the file and the token secret in BENCH_SQLITE_FILE and
 * BENCH_TOKEN_SECRET.
 */
import { API_PREFIX, ApiPath } from '@linli/contracts';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { verifyHs256 } from '../../apps/server/src/modules/auth/hs256.ts';
import { memoryNow, serveParent } from '../lib/child.ts';

const file = process.env.BENCH_SQLITE_FILE;
const secretText = process.env.BENCH_TOKEN_SECRET;
if (!file || !secretText) throw new Error('bare-prepared needs BENCH_SQLITE_FILE and BENCH_TOKEN_SECRET');
const secret = new TextEncoder().encode(secretText);

const db = new SQLite(file, { readonly: true, fileMustExist: true });
// The same statement text findLiveUser has Kysely build.
const liveUser = db.prepare<[string, string], { id: number; username: string; roles: string }>(
  `select "users"."id", "users"."username", "users"."roles", "users"."is_experience" from "sessions"
   inner join "users" on "users"."id" = "sessions"."user_id"
   where "sessions"."id" = ? and "sessions"."revoked_at" is null and "sessions"."expires_at" > ? and "users"."status" = '0'`,
);
// The page and the total in one statement: the uncorrelated subquery runs once, both on the owner index. The
// page size is written into the SQL text, one statement per size, as Linli's prepared pages do
// (apps/server/src/db/prepared-query.ts preparedPage): a bound LIMIT makes SQLite prepare the statement again
// on every run.
const pages = new Map<
  number,
  SQLite.Statement<[{ user: number; offset: number }], Record<string, unknown>>
>();
function pageOf(size: number) {
  let statement = pages.get(size);
  if (!statement) {
    statement = db.prepare<[{ user: number; offset: number }], Record<string, unknown>>(
      `select id as deviceId, device_name as deviceName, product_id as productId, serial_number as serialNumber,
         status, is_shadow as isShadow, is_simulate as isSimulate, rssi, firmware_version as firmwareVersion,
         user_id as userId, location_way as locationWay, active_time as activeTime, created_at as createTime,
         slave_id as slaveId, (select count(*) from devices where user_id = @user) as total
       from devices where user_id = @user order by id desc limit ${size} offset @offset`,
    );
    pages.set(size, statement);
  }
  return statement;
}

const app = Fastify({ logger: false });
app.get(`${API_PREFIX}${ApiPath.deviceShortList}`, async (request, reply) => {
  const header = request.headers.authorization;
  const claims = header?.startsWith('Bearer ')
    ? verifyHs256(header.slice('Bearer '.length).trim(), secret, new Date())
    : undefined;
  const user =
    typeof claims?.sid === 'string' ? liveUser.get(claims.sid, new Date().toISOString()) : undefined;
  if (!user) return reply.code(401).send({ code: 401, msg: '认证失败' });
  const query = request.query as { pageNum?: string; pageSize?: string };
  const pageSize = Math.min(100, Math.max(1, Math.trunc(Number(query.pageSize)) || 10));
  const pageNum = Math.max(1, Math.trunc(Number(query.pageNum)) || 1);
  const rows = pageOf(pageSize).all({ user: user.id, offset: (pageNum - 1) * pageSize });
  const total = Number(rows[0]?.total ?? 0);
  for (const row of rows) delete row.total;
  return { code: 200, msg: '操作成功', total, rows };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();

serveParent(
  { httpPort: typeof address === 'object' && address ? address.port : 0 },
  {
    memory: (args: { gc: boolean }) => memoryNow(args.gc),
    close: async () => {
      await app.close();
      db.close();
      setImmediate(() => process.exit(0));
    },
  },
);
