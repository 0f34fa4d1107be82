import elderlyV1 from './templates/elderly-ability.v1.json' with { type: 'json' };
import institutionV1 from './templates/institution.v1.json' with { type: 'json' };
import socialOrgV1 from './templates/social-org.v1.json' with { type: 'json' };
import {
  type ElderlyTemplate,
  elderlyTemplateSchema,
  type InstitutionTemplate,
  institutionTemplateSchema,
  type SocialOrgTemplate,
  socialOrgTemplateSchema,
} from './templates.ts';

/**
 * The templates shipped with the app: the standards' items, options, scores and levels (each template's
 * `sourceNote` names its source) in templates/*.json, checked by the template schemas here, so broken data
 * fails at start and in tests.
 * The server stores them as version 1 rows; a locality loads its own table as a higher version.
 */
export const SEED_ELDERLY_TEMPLATE: ElderlyTemplate = elderlyTemplateSchema.parse(elderlyV1);
export const SEED_SOCIAL_ORG_TEMPLATE: SocialOrgTemplate = socialOrgTemplateSchema.parse(socialOrgV1);
export const SEED_INSTITUTION_TEMPLATE: InstitutionTemplate = institutionTemplateSchema.parse(institutionV1);

export const SEED_TEMPLATES = [
  SEED_ELDERLY_TEMPLATE,
  SEED_SOCIAL_ORG_TEMPLATE,
  SEED_INSTITUTION_TEMPLATE,
] as const;
