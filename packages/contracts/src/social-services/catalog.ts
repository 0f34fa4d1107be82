import { z } from 'zod';
import type { Language } from '../common/language.ts';
import { pageQuery } from '../common/page-query.ts';
import {
  contactPhoneField,
  imageUrlField,
  intBetween,
  keywordField,
  latitudeField,
  longitudeField,
  optionalText,
  queryBoolean,
  requiredText,
} from './fields.ts';

/** What the centre offers. The codes are stable; names come in the caller's language. */
export const SERVICE_CATEGORIES = [
  'elderly_care',
  'rehabilitation',
  'psychological',
  'legal_aid',
  'children_family',
  'disability',
  'community',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CATEGORY_NAMES: Record<Language, Record<ServiceCategory, string>> = {
  'zh-CN': {
    elderly_care: '居家养老',
    rehabilitation: '康复服务',
    psychological: '心理支持',
    legal_aid: '法律援助',
    children_family: '儿童与家庭',
    disability: '助残服务',
    community: '社区活动',
  },
  'en-US': {
    elderly_care: 'Home care for the elderly',
    rehabilitation: 'Rehabilitation',
    psychological: 'Psychological support',
    legal_aid: 'Legal aid',
    children_family: 'Children and families',
    disability: 'Disability support',
    community: 'Community activities',
  },
};

export const serviceCategoryInfo = z.object({
  code: z.enum(SERVICE_CATEGORIES),
  name: z.string(),
  /** Published projects in the category. */
  projectCount: z.number().int().min(0),
});
export type ServiceCategoryInfo = z.infer<typeof serviceCategoryInfo>;

export const PROJECT_STATUSES = ['draft', 'published', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A service project: list rows and the detail (/pages/fwjz/fwxq) share this shape. */
export const serviceProject = z.object({
  id: z.number().int(),
  category: z.enum(SERVICE_CATEGORIES),
  categoryName: z.string(),
  /**
   * The texts people read (title, summary, description, eligibility, provider, schedule) are in the caller's
   * language when that English text exists, else Chinese. The `…Zh`/`…En` pairs are the texts as written,
   * for the administrators' form.
   */
  title: z.string(),
  summary: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  description: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  eligibility: z.string(),
  eligibilityZh: z.string(),
  eligibilityEn: z.string(),
  provider: z.string(),
  providerZh: z.string(),
  providerEn: z.string(),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  schedule: z.string(),
  scheduleZh: z.string(),
  scheduleEn: z.string(),
  capacity: z.number().int().min(0),
  remaining: z.number().int().min(0),
  contactPhone: z.string(),
  cover: z.string(),
  featured: z.boolean(),
  status: z.enum(PROJECT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceProject = z.infer<typeof serviceProject>;

export const projectListQuery = pageQuery.extend({
  category: z.enum(SERVICE_CATEGORIES).optional(),
  keyword: keywordField,
  featured: queryBoolean.optional(),
  /** Only administrators see drafts and closed projects; everyone else gets published ones. */
  status: z.enum(PROJECT_STATUSES).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

export const CAPACITY_MAX = 10_000;

/**
 * Limits of a project's texts. English runs about twice as long as the same Chinese, so each optional
 * English text may hold twice its Chinese one.
 */
export const PROJECT_TEXT_MAX = {
  title: 60,
  summary: 200,
  description: 5000,
  eligibility: 1000,
  provider: 100,
  schedule: 200,
} as const;

export const projectBody = z.object({
  category: z.enum(SERVICE_CATEGORIES),
  title: requiredText(PROJECT_TEXT_MAX.title),
  titleEn: optionalText(PROJECT_TEXT_MAX.title * 2),
  summary: requiredText(PROJECT_TEXT_MAX.summary),
  summaryEn: optionalText(PROJECT_TEXT_MAX.summary * 2),
  description: requiredText(PROJECT_TEXT_MAX.description),
  descriptionEn: optionalText(PROJECT_TEXT_MAX.description * 2),
  eligibility: optionalText(PROJECT_TEXT_MAX.eligibility),
  eligibilityEn: optionalText(PROJECT_TEXT_MAX.eligibility * 2),
  provider: requiredText(PROJECT_TEXT_MAX.provider),
  providerEn: optionalText(PROJECT_TEXT_MAX.provider * 2),
  address: requiredText(200),
  longitude: longitudeField.nullable().optional(),
  latitude: latitudeField.nullable().optional(),
  schedule: optionalText(PROJECT_TEXT_MAX.schedule),
  scheduleEn: optionalText(PROJECT_TEXT_MAX.schedule * 2),
  capacity: intBetween(0, CAPACITY_MAX),
  contactPhone: contactPhoneField,
  cover: imageUrlField.optional(),
  featured: z.boolean().optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
});
export type ProjectBody = z.infer<typeof projectBody>;
export const projectUpdateBody = projectBody.partial();
export type ProjectUpdateBody = z.infer<typeof projectUpdateBody>;

/**
 * DELETE of a project or a group: `removed` when nothing referred to it; otherwise it was taken offline
 * (status closed) so the applications and records that name it stay readable.
 */
export const removeResult = z.object({ removed: z.boolean() });
export type RemoveResult = z.infer<typeof removeResult>;
