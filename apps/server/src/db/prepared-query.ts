import {
  type Compilable,
  CompiledQuery,
  type Expression,
  type Kysely,
  PostgresAdapter,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';

/**
 * Stand-ins for the arguments while a prepared query is built: each must come out as a bound parameter. As
 * many as a page of ids can need (contracts' MAX_PAGE_SIZE).
 */
const SLOTS = Array.from({ length: 100 }, (_, i) => Symbol(`argument ${i}`));

/**
 * A query Kysely builds and compiles ONCE, then runs again and again with new arguments. On the hot reads
 * (a device list page, a device's status) building and compiling the query cost as much CPU as SQLite
 * running it; the SQL text stays the same, so better-sqlite3's statement cache (db/database.ts) and
 * PostgreSQL get the same text every time too.
 *
 * `build` receives placeholders where the arguments go (typed as the arguments, so the query type-checks as
 * usual). Each placeholder must end up a bound parameter — a compared value, `limit`, `offset` — never a
 * part of the SQL text such as a column name or the length of an `in` list; a query that drops one is
 * refused when first compiled. Compiling waits for the first call, so the database may still be opening.
 */
export function preparedQuery<A extends unknown[], R>(
  arity: A['length'],
  build: (...args: A) => Compilable<R>,
): (...args: A) => CompiledQuery<R> {
  if (arity > SLOTS.length) throw new Error(`preparedQuery: at most ${SLOTS.length} arguments`);
  /** The SQL text, and for each bound parameter the argument it takes (its index) or the constant it is. */
  let template: { sql: string; parameters: { argument: number; constant: unknown }[] } | undefined;
  return (...args: A) => {
    if (!template) {
      const slots = SLOTS.slice(0, arity);
      const compiled = build(...(slots as unknown as A)).compile();
      for (const slot of slots) {
        if (!compiled.parameters.includes(slot)) {
          throw new Error(`preparedQuery: ${String(slot)} is not a bound parameter of ${compiled.sql}`);
        }
      }
      template = {
        sql: compiled.sql,
        parameters: compiled.parameters.map((p) => ({ argument: slots.indexOf(p as symbol), constant: p })),
      };
    }
    const parameters = template.parameters.map((p) => (p.argument === -1 ? p.constant : args[p.argument]));
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>;
  };
}

/** Page sizes written into the SQL text (contracts' MAX_PAGE_SIZE); any other size stays a bound parameter. */
const LITERAL_PAGE_SIZES = 100;

/**
 * `preparedQuery` for a page whose size, the first argument, is written into the SQL text (`limit 10`), one
 * template per size, instead of bound. Why: SQLite reads a bound LIMIT while it plans the statement (to size
 * the page) and marks the statement to be prepared again whenever that parameter is bound anew — on every
 * run. The re-prepare cost more than reading the page (measured on the alert page: +50 µs with 13 columns,
 * +100–150 µs read as JSON; a bound OFFSET does not do this). `build` gets the size as an expression to pass
 * to `.limit()`; sizes outside 1..100 are bound as before.
 */
export function preparedPage<A extends unknown[], R>(
  arity: A['length'],
  build: (pageSize: Expression<number> | number, ...args: A) => Compilable<R>,
): (pageSize: number, ...args: A) => CompiledQuery<R> {
  const bySize = new Map<number, (...args: A) => CompiledQuery<R>>();
  const bound = preparedQuery<[number, ...A], R>(arity + 1, (pageSize, ...args) => build(pageSize, ...args));
  return (pageSize, ...args) => {
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LITERAL_PAGE_SIZES)
      return bound(pageSize, ...args);
    let query = bySize.get(pageSize);
    if (!query) {
      query = preparedQuery<A, R>(arity, (...a) => build(sql.lit(pageSize), ...a));
      bySize.set(pageSize, query);
    }
    return query(...args);
  };
}

/**
 * A page and its total as ONE statement answering ONE row: `total` (the `count` subquery's `n`) and `rows`,
 * the page as a JSON array of objects keyed by the page's column names, in the page's order (SQLite
 * json_group_array, PostgreSQL json_agg, over the ordered, limited subquery). Why: better-sqlite3 builds a
 * JavaScript object per row, property by property, which costs about twice what one JSON.parse of the same
 * rows does (a page of 10 applications with their projects: ~150 µs against ~60 µs); and the total needs no
 * statement of its own. The page must name its columns (`selectAll` cannot be turned into JSON on SQLite)
 * and hold only integers and texts (a JSON number or string reads back as the same value). Read the answer
 * with `readPage`.
 */
export function pageWithTotal<DB, R>(
  db: Kysely<DB>,
  // biome-ignore lint/suspicious/noExplicitAny: any page of any tables, as Kysely's own json helpers take it
  page: SelectQueryBuilder<DB, any, R>,
  // biome-ignore lint/suspicious/noExplicitAny: a scalar subquery over any table
  count: SelectQueryBuilder<DB, any, { n: unknown }>,
) {
  const jsonArray = db.getExecutor().adapter instanceof PostgresAdapter ? postgresJsonArray : sqliteJsonArray;
  return db.selectNoFrom([count.as('total'), jsonArray(page).as('rows')]);
}

/**
 * The answer of a `pageWithTotal` statement: PostgreSQL's driver hands JSON over parsed, SQLite as text. No
 * row at all reads as an empty page.
 */
export function readPage<R>(answer: { total: unknown; rows: R[] | string } | undefined): {
  rows: R[];
  total: number;
} {
  if (!answer) return { rows: [], total: 0 };
  const rows = typeof answer.rows === 'string' ? (JSON.parse(answer.rows) as R[]) : answer.rows;
  return { rows, total: Number(answer.total ?? 0) };
}
