import { z } from 'zod';
import { pageQuery } from '../common/envelope.ts';
import type { Language } from '../common/language.ts';
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
  /** In the caller's language when an English title exists, else Chinese. */
  title: z.string(),
  summary: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  description: z.string(),
  eligibility: z.string(),
  provider: z.string(),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  schedule: z.string(),
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

export const projectBody = z.object({
  category: z.enum(SERVICE_CATEGORIES),
  title: requiredText(60),
  titleEn: optionalText(120),
  summary: requiredText(200),
  summaryEn: optionalText(400),
  description: requiredText(5000),
  eligibility: optionalText(1000),
  provider: requiredText(100),
  address: requiredText(200),
  longitude: longitudeField.nullable().optional(),
  latitude: latitudeField.nullable().optional(),
  schedule: optionalText(200),
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
