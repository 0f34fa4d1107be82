import type { Generated } from 'kysely';

/** Row shapes of migration 0002 for this module (listed in db/schema.ts `Database`). */
export interface NewsArticlesTable {
  id: Generated<number>;
  category: string;
  title: string;
  title_en: Generated<string>;
  summary: Generated<string>;
  cover: Generated<string>;
  content: string;
  author: Generated<string>;
  source: Generated<string>;
  top: Generated<number>;
  views: Generated<number>;
  status: Generated<string>;
  published_at: string;
  created_by: number | null;
  updated_at: string;
  /** English texts (migration 0026); empty means "answer in Chinese". */
  summary_en: Generated<string>;
  content_en: Generated<string>;
  author_en: Generated<string>;
}

export interface NewsBannersTable {
  id: Generated<number>;
  title: string;
  image: string;
  link_type: Generated<string>;
  link_target: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<number>;
  /** Migration 0026. */
  title_en: Generated<string>;
}
