import type { HealthSummary } from '@linli/contracts';

/**
 * What the health-record summary (/pagesC/shfw/jkdagljs) shows beyond services. The assessment and
 * device modules plug their own lookups in when they land; until then the summary says "none yet".
 */
export interface HealthSources {
  /** Assessments name a person subject by the account linked to the served-person file. */
  latestAbilityAssessment(userId: number | null): Promise<HealthSummary['latestAbilityAssessment']>;
  deviceReadings(userId: number | null): Promise<HealthSummary['deviceReadings']>;
  recentAlerts(userId: number | null): Promise<HealthSummary['recentAlerts']>;
}

export const noHealthSources: HealthSources = {
  latestAbilityAssessment: async () => null,
  deviceReadings: async () => [],
  recentAlerts: async () => [],
};
