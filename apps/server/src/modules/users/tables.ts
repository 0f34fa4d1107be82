import type { Generated } from 'kysely';

/** Accounts (migration 0001; listed in db/schema.ts `Database`). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  nick_name: string;
  email: Generated<string>;
  phonenumber: string | null;
  sex: Generated<string>;
  avatar: Generated<string>;
  password_hash: string | null;
  status: Generated<string>;
  roles: string;
  is_experience: number;
  login_ip: Generated<string>;
  login_date: string | null;
  created_at: string;
}

/** Pictures people uploaded (avatars, covers). */
export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  path: string;
  original_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** Row shape of migration 0010 (listed in db/schema.ts `Database`): one row per account that chose. */
export interface UserPreferencesTable {
  user_id: number;
  /** 'zh-CN' | 'en-US', or null when the account never chose a language. */
  language: string | null;
  /** 1 / 0 (SQLite has no boolean), or null when the account never chose. */
  elder_mode: number | null;
  updated_at: string;
}
