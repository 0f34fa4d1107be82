import type { Migration } from 'kysely';
import type { Db } from '../database.ts';
import type { MigrationDb } from '../migration-helpers.ts';

/**
 * English beside the Chinese for everything people read about the centre's offer: project texts, group
 * summaries, descriptions and services, news summaries, bodies and authors, banner titles. Each column is one text,
 * empty until someone writes it; an empty English text is answered in Chinese (docs/product.md "Languages
 * and version"). Upgraded centres start with the columns empty; the demo seed fills its own rows.
 */
const ENGLISH_COLUMNS: Record<string, Array<{ column: string; empty: string }>> = {
  service_projects: [
    { column: 'description_en', empty: '' },
    { column: 'eligibility_en', empty: '' },
    { column: 'provider_en', empty: '' },
    { column: 'schedule_en', empty: '' },
  ],
  service_groups: [
    { column: 'summary_en', empty: '' },
    { column: 'description_en', empty: '' },
    // A JSON list, like `services` itself.
    { column: 'services_en', empty: '[]' },
  ],
  news_articles: [
    { column: 'summary_en', empty: '' },
    { column: 'content_en', empty: '' },
    { column: 'author_en', empty: '' },
  ],
  news_banners: [{ column: 'title_en', empty: '' }],
};

export function bilingualContentMigration(_db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
      for (const [table, columns] of Object.entries(ENGLISH_COLUMNS)) {
        for (const { column, empty } of columns) {
          await k.schema
            .alterTable(table)
            .addColumn(column, 'text', (c) => c.notNull().defaultTo(empty))
            .execute();
        }
      }
    },
  };
}
