import type { Generated } from 'kysely';

/** Sign-in state: sessions, captchas, SMS codes, third-party identities (listed in db/schema.ts `Database`). */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
}

export interface CaptchasTable {
  uuid: string;
  answer: string;
  expires_at: string;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  ip: string;
  sent_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  template: string;
  content: string;
  created_at: string;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  open_id: string;
  union_id: string | null;
  created_at: string;
}

export interface PendingBindsTable {
  bind_id: string;
  provider: string;
  open_id: string;
  union_id: string | null;
  expires_at: string;
}
