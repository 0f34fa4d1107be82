import { type Compilable, CompiledQuery } from 'kysely';

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
