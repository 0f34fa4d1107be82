import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import { accountsMigration } from './migrations/0001_accounts.ts';
import { socialServicesMigration } from './migrations/0002_social_services.ts';
import { assessmentsMigration } from './migrations/0003_assessments.ts';
import { devicesMigration } from './migrations/0004_devices.ts';
import { automationMigration } from './migrations/0005_automation.ts';
import { linkingMigration } from './migrations/0006_linking.ts';
import { otaMigration } from './migrations/0007_ota.ts';
import { historyMigration } from './migrations/0008_history.ts';
import { auditMigration } from './migrations/0009_audit.ts';
import { preferencesMigration } from './migrations/0010_preferences.ts';
import { deviceLogsIndexMigration } from './migrations/0011_device_logs_index.ts';
import { sceneRunsSilencedMigration } from './migrations/0012_scene_runs_silenced.ts';
import { commandOriginMigration } from './migrations/0013_command_origin.ts';
import { alertAuthorsMigration } from './migrations/0014_alert_authors.ts';
import { alertSmsMigration } from './migrations/0015_alert_sms.ts';
import { deviceAlarmsMigration } from './migrations/0016_device_alarms.ts';
import { productHeartbeatMigration } from './migrations/0017_product_heartbeat.ts';
import { alertEscalationMigration } from './migrations/0018_alert_escalation.ts';
import { personWatchMigration } from './migrations/0019_person_watch.ts';
import { shareInvitationsMigration } from './migrations/0020_share_invitations.ts';
import { alertReadTimesMigration } from './migrations/0021_alert_read_times.ts';
import { shareAlertPermissionMigration } from './migrations/0022_share_alert_permission.ts';
import { usernamesIgnoreCaseMigration } from './migrations/0023_usernames_ignore_case.ts';
import { productsAsDataMigration } from './migrations/0024_products_as_data.ts';
import { deviceRegistrationsMigration } from './migrations/0025_device_registrations.ts';
import { bilingualContentMigration } from './migrations/0026_bilingual_content.ts';
import { secondAssessorMigration } from './migrations/0027_second_assessor.ts';
import { gradingConditionsMigration } from './migrations/0028_grading_conditions.ts';
import { assessmentValidityMigration } from './migrations/0029_assessment_validity.ts';
import { listIndexesMigration } from './migrations/0031_list_indexes.ts';

/**
 * Forward-only migrations, in order. Add a file, append it here, never edit one that has shipped
 * (docs/architecture.md "Migrations").
 */
const migrations: Record<string, (db: Db) => Migration> = {
  '0001_accounts': accountsMigration,
  '0002_social_services': socialServicesMigration,
  '0003_assessments': assessmentsMigration,
  '0004_devices': devicesMigration,
  '0005_automation': automationMigration,
  '0006_linking': linkingMigration,
  '0007_ota': otaMigration,
  '0008_history': historyMigration,
  '0009_audit': auditMigration,
  '0010_preferences': preferencesMigration,
  '0011_device_logs_index': deviceLogsIndexMigration,
  '0012_scene_runs_silenced': sceneRunsSilencedMigration,
  '0013_command_origin': commandOriginMigration,
  '0014_alert_authors': alertAuthorsMigration,
  '0015_alert_sms': alertSmsMigration,
  '0016_device_alarms': deviceAlarmsMigration,
  '0017_product_heartbeat': productHeartbeatMigration,
  '0018_alert_escalation': alertEscalationMigration,
  '0019_person_watch': personWatchMigration,
  '0020_share_invitations': shareInvitationsMigration,
  '0021_alert_read_times': alertReadTimesMigration,
  '0022_share_alert_permission': shareAlertPermissionMigration,
  '0023_usernames_ignore_case': usernamesIgnoreCaseMigration,
  '0024_products_as_data': productsAsDataMigration,
  '0025_device_registrations': deviceRegistrationsMigration,
  '0026_bilingual_content': bilingualContentMigration,
  '0027_second_assessor': secondAssessorMigration,
  '0028_grading_conditions': gradingConditionsMigration,
  '0029_assessment_validity': assessmentValidityMigration,
  '0031_list_indexes': listIndexesMigration,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(db)])),
  };
  // Kysely looks for its bookkeeping tables in every schema unless told which one is ours; with one schema
  // per test app, another app's tables would otherwise be taken for this one's.
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
