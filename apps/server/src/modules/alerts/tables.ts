import type { Generated } from 'kysely';

/** The alerts module's tables (migration 0005 and after; listed in db/schema.ts `Database`). */
export interface AlertLogsTable {
  id: Generated<number>;
  user_id: number;
  device_id: number | null;
  serial_number: Generated<string>;
  device_name: Generated<string>;
  product_id: number | null;
  scene_id: number | null;
  scene_name: Generated<string>;
  alert_name: string;
  alert_level: number;
  status: number;
  detail: Generated<string>;
  remark: Generated<string>;
  handled_by: number | null;
  handled_at: string | null;
  created_at: string;
  /** Nickname of the person whose scene raised it (migration 0014); '' for alerts from before. */
  author_name: Generated<string>;
  /** 'device': the device's owner and shared users; 'author': the scene's author alone. */
  audience: Generated<string>;
  /** 'device': the device's own thing-model alarm; 'scene': a scene's alarm action (migration 0016). */
  origin: Generated<string>;
  /** The thing-model item that raised a device alarm; '' for scene alerts. */
  identifier: Generated<string>;
  /** English name of that item (a scene's alert name is what its author typed, in one language). */
  alert_name_en: string | null;
  /** Who tapped 我来处理, their nickname then, and when (migration 0016). */
  claimed_by: number | null;
  claimed_name: Generated<string>;
  claimed_at: string | null;
  /** When nobody took a device's critical alarm on in time and it was escalated (migration 0018). */
  escalated_at: string | null;
  /** The served person a device alarm concerns and a JSON AlertPerson snapshot (migration 0019). */
  person_id: number | null;
  person: string | null;
}

/** A text sent to an emergency contact (no account), or held back by the daily cap (migration 0019). */
export interface AlertContactTextsTable {
  alert_id: number;
  phone: string;
  status: string;
  created_at: string;
}

/** A text sent for an alert, or held back by the daily cap (migration 0015). */
export interface AlertSmsTable {
  id: Generated<number>;
  alert_id: number;
  user_id: number;
  /** 'sent', 'capped' (over ALERT_SMS_DAILY_LIMIT) or 'failed' (the gateway refused). */
  status: string;
  created_at: string;
}

export interface AlertReadsTable {
  alert_id: number;
  user_id: number;
  /** When they first opened it (migration 0021); null for readings before. */
  read_at: string | null;
}

/** How many alert_logs rows each account has, kept by triggers (migration 0031): the list's total at a glance. */
export interface AlertCountsTable {
  user_id: number;
  n: number;
}
