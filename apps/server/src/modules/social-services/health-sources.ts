import type { HealthSummary, Language } from '@linli/contracts';

/**
 * What the health-record summary (/pagesC/shfw/jkdagljs) shows beyond services, looked up by the account
 * linked to the served-person file: the assessments module's latest elderly-ability result, the devices
 * module's latest readings of the person's own devices, the alerts module's recent alerts. The container
 * plugs the three in; this module never reads their tables.
 */
export interface HealthSources {
  /** Assessments name a person subject by the account linked to the served-person file. */
  latestAbilityAssessment(userId: number | null): Promise<HealthSummary['latestAbilityAssessment']>;
  deviceReadings(userId: number | null, language: Language): Promise<HealthSummary['deviceReadings']>;
  recentAlerts(userId: number | null): Promise<HealthSummary['recentAlerts']>;
}
