import type {
  AlertContactTextsTable,
  AlertCountsTable,
  AlertLogsTable,
  AlertReadsTable,
  AlertSmsTable,
} from '../modules/alerts/tables.ts';
import type { AssessmentsTable, AssessmentTemplatesTable } from '../modules/assessments/tables.ts';
import type { AuditLogsTable } from '../modules/audit/tables.ts';
import type {
  CaptchasTable,
  PendingBindsTable,
  SessionsTable,
  SmsCodesTable,
  SmsOutboxTable,
  UserIdentitiesTable,
} from '../modules/auth/tables.ts';
import type {
  DeviceCommandsTable,
  DeviceLogsTable,
  DevicesTable,
  DeviceValuesTable,
} from '../modules/devices/tables.ts';
import type { DeviceGroupMembersTable, DeviceGroupsTable } from '../modules/groups/tables.ts';
import type { DeviceRegistrationsTable, PairingTokensTable } from '../modules/linking/tables.ts';
import type { DeviceHistoryHourlyTable } from '../modules/logs/tables.ts';
import type { OrderControlsTable } from '../modules/monitoring/tables.ts';
import type { NewsArticlesTable, NewsBannersTable } from '../modules/news/tables.ts';
import type { FirmwareTable, OtaTasksTable } from '../modules/ota/tables.ts';
import type {
  ProductAuthCodesTable,
  ProductsTable,
  ProductThingsModelVersionsTable,
} from '../modules/products/tables.ts';
import type { SceneRunsTable, ScenesTable } from '../modules/scenes/tables.ts';
import type { DeviceSharesTable } from '../modules/shares/tables.ts';
import type {
  MembershipsTable,
  ServiceApplicationEventsTable,
  ServiceApplicationsTable,
  ServiceGroupApplicationsTable,
  ServiceGroupsTable,
  ServicePersonDevicesTable,
  ServicePersonsTable,
  ServiceProjectsTable,
  ServiceRecordsTable,
} from '../modules/social-services/tables.ts';
import type { DeviceTimersTable } from '../modules/timers/tables.ts';
import type { UploadsTable, UserPreferencesTable, UsersTable } from '../modules/users/tables.ts';
import type { RateCountersTable } from '../platform/rate-counter.tables.ts';
import type { SchedulerJobsTable } from '../platform/scheduler.tables.ts';

/**
 * Every table as the database holds it; each module declares its own tables' shapes in its `tables.ts`.
 * Times are ISO-8601 UTC strings (they sort as text on both dialects); flags are 0/1 integers.
 * Repositories map rows to contract shapes.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  rate_counters: RateCountersTable;
  user_identities: UserIdentitiesTable;
  pending_binds: PendingBindsTable;
  uploads: UploadsTable;
  // social services and news (migration 0002)
  service_projects: ServiceProjectsTable;
  service_applications: ServiceApplicationsTable;
  service_application_events: ServiceApplicationEventsTable;
  service_persons: ServicePersonsTable;
  service_records: ServiceRecordsTable;
  service_groups: ServiceGroupsTable;
  service_group_applications: ServiceGroupApplicationsTable;
  memberships: MembershipsTable;
  news_articles: NewsArticlesTable;
  news_banners: NewsBannersTable;
  // assessments (migration 0003)
  assessment_templates: AssessmentTemplatesTable;
  assessments: AssessmentsTable;
  // products, devices, groups (migration 0004)
  products: ProductsTable;
  product_auth_codes: ProductAuthCodesTable;
  devices: DevicesTable;
  device_values: DeviceValuesTable;
  device_logs: DeviceLogsTable;
  device_commands: DeviceCommandsTable;
  device_groups: DeviceGroupsTable;
  device_group_members: DeviceGroupMembersTable;

  device_shares: DeviceSharesTable;
  device_timers: DeviceTimersTable;
  scheduler_jobs: SchedulerJobsTable;
  scenes: ScenesTable;
  scene_runs: SceneRunsTable;
  alert_logs: AlertLogsTable;
  alert_reads: AlertReadsTable;
  // each account's alert total, kept by triggers (migration 0031)
  alert_counts: AlertCountsTable;
  alert_sms: AlertSmsTable;
  // who a device watches over, and texts to emergency contacts (migration 0019)
  service_person_devices: ServicePersonDevicesTable;
  alert_contact_texts: AlertContactTextsTable;
  // Wi-Fi pairing tokens (migration 0006)
  pairing_tokens: PairingTokensTable;
  // serials that registered themselves, waiting to be linked (migration 0025)
  device_registrations: DeviceRegistrationsTable;
  // history aggregates and order control (migration 0008)
  device_history_hourly: DeviceHistoryHourlyTable;
  order_controls: OrderControlsTable;
  // firmware and OTA upgrade tasks (migration 0007)
  firmware: FirmwareTable;
  ota_tasks: OtaTasksTable;
  // security audit log (migration 0009)
  audit_logs: AuditLogsTable;
  // language and elder mode of each account (migration 0010)
  user_preferences: UserPreferencesTable;
  // every version of each product's thing model (migration 0024)
  product_things_model_versions: ProductThingsModelVersionsTable;
}
