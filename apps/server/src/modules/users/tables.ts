/** Row shape of migration 0010 (listed in db/schema.ts `Database`): one row per account that chose. */
export interface UserPreferencesTable {
  user_id: number;
  /** 'zh-CN' | 'en-US', or null when the account never chose a language. */
  language: string | null;
  /** 1 / 0 (SQLite has no boolean), or null when the account never chose. */
  elder_mode: number | null;
  updated_at: string;
}
