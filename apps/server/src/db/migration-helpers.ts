import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from './database.ts';

// Migrations see an untyped database: they describe the past, not today's schema.
// biome-ignore lint/suspicious/noExplicitAny: a migration's database is untyped by design
export type MigrationDb = Kysely<any>;

/** An auto-increment integer primary key named `id`, spelled the way each dialect wants it. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
