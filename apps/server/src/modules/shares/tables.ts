import type { Generated } from 'kysely';

/** Row shapes of migration 0005 (listed in db/schema.ts `Database`). */
export interface DeviceSharesTable {
  device_id: number;
  user_id: number;
  perms: Generated<string>;
  remark: Generated<string>;
  created_at: string;
  /** When the recipient accepted it (migration 0020); null: still an invitation, with no effect. */
  accepted_at: string | null;
}

export interface DeviceTimersTable {
  id: Generated<number>;
  user_id: number;
  device_id: number;
  name: string;
  is_advance: Generated<number>;
  time: Generated<string>;
  weekdays: Generated<string>;
  cron: string;
  actions: string;
  status: Generated<number>;
  remark: Generated<string>;
  last_run_at: string | null;
  last_result: Generated<string>;
  created_at: string;
}

export interface SchedulerJobsTable {
  id: Generated<number>;
  kind: string;
  ref_id: number;
  cron: string | null;
  payload: Generated<string>;
  next_run_at: string;
  last_run_at: string | null;
  created_at: string;
}

export interface ScenesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  enable: number;
  cond: number;
  execute_mode: number;
  execute_delay: Generated<number>;
  silent_period: Generated<number>;
  remark: Generated<string>;
  triggers: string;
  actions: string;
  last_fired_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SceneRunsTable {
  id: Generated<number>;
  scene_id: number;
  cause: string;
  detail: string;
  conditions: string;
  actions: Generated<string>;
  status: string;
  fired_at: string;
  execute_at: string;
  finished_at: string | null;
  // migration 0012
  silenced: Generated<number>;
  last_silenced_at: string | null;
}

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
