import {
  type Banner,
  type BannerBody,
  type BannerLinkType,
  bannerBody,
  ErrorCode,
  formatMessage,
  type GroupBody,
  type GroupKind,
  type GroupStatus,
  groupBody,
  type Language,
  type NewsBody,
  type NewsDetail,
  newsBody,
  type ProjectBody,
  type ProjectStatus,
  projectBody,
  type ServiceCategory,
  type ServiceGroup,
  type ServiceProject,
} from '@linli/contracts';
import type { z } from 'zod';
import type { FieldErrors } from '../common/hooks/useFormDraft.ts';
import { schemaProblems } from '../social-services/index.ts';

/**
 * The server's own zod schema run on the client: the same rules, and messages worded exactly as the
 * server would word them (contracts formatMessage), with the label the screen shows for the field.
 */
export function schemaErrors<K extends string>(
  schema: z.ZodType,
  body: unknown,
  language: Language,
  labelOf: (field: string) => string,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const { field, code, min, max } of schemaProblems(schema, body)) {
    errors[field as K] = formatMessage(language, code, { field: labelOf(field), min, max });
  }
  return errors;
}

const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));
const nullableNumber = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
/** An empty picture means "none": the field is left out rather than sent as an invalid address. */
const optionalImage = (value: string) => (value.trim() ? { cover: value.trim() } : {});
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

// ---- projects ----------------------------------------------------------------------------------------

export interface ProjectDraft {
  category: ServiceCategory;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  description: string;
  descriptionEn: string;
  eligibility: string;
  eligibilityEn: string;
  provider: string;
  providerEn: string;
  address: string;
  longitude: string;
  latitude: string;
  schedule: string;
  scheduleEn: string;
  capacity: string;
  contactPhone: string;
  cover: string;
  featured: boolean;
  status: ProjectStatus;
}

export const emptyProject = (): ProjectDraft => ({
  category: 'elderly_care',
  title: '',
  titleEn: '',
  summary: '',
  summaryEn: '',
  description: '',
  descriptionEn: '',
  eligibility: '',
  eligibilityEn: '',
  provider: '',
  providerEn: '',
  address: '',
  longitude: '',
  latitude: '',
  schedule: '',
  scheduleEn: '',
  capacity: '',
  contactPhone: '',
  cover: '',
  featured: false,
  status: 'published',
});

export function projectDraftOf(p: ServiceProject): ProjectDraft {
  return {
    category: p.category,
    title: p.titleZh,
    titleEn: p.titleEn,
    summary: p.summaryZh,
    summaryEn: p.summaryEn,
    // The texts as written: `description` etc. are in the reader's language.
    description: p.descriptionZh,
    descriptionEn: p.descriptionEn,
    eligibility: p.eligibilityZh,
    eligibilityEn: p.eligibilityEn,
    provider: p.providerZh,
    providerEn: p.providerEn,
    address: p.address,
    longitude: numberText(p.longitude),
    latitude: numberText(p.latitude),
    schedule: p.scheduleZh,
    scheduleEn: p.scheduleEn,
    capacity: String(p.capacity),
    contactPhone: p.contactPhone,
    cover: p.cover,
    featured: p.featured,
    status: p.status,
  };
}

/** The body as sent; numbers typed as text become numbers (or NaN, which the schema refuses by name). */
export function toProjectBody(d: ProjectDraft): ProjectBody {
  return {
    category: d.category,
    title: d.title.trim(),
    titleEn: d.titleEn.trim(),
    summary: d.summary.trim(),
    summaryEn: d.summaryEn.trim(),
    description: d.description.trim(),
    descriptionEn: d.descriptionEn.trim(),
    eligibility: d.eligibility.trim(),
    eligibilityEn: d.eligibilityEn.trim(),
    provider: d.provider.trim(),
    providerEn: d.providerEn.trim(),
    address: d.address.trim(),
    longitude: nullableNumber(d.longitude),
    latitude: nullableNumber(d.latitude),
    schedule: d.schedule.trim(),
    scheduleEn: d.scheduleEn.trim(),
    capacity: optionalNumber(d.capacity) as number,
    contactPhone: d.contactPhone.trim(),
    ...optionalImage(d.cover),
    featured: d.featured,
    status: d.status,
  };
}

export function validateProject(d: ProjectDraft, language: Language, labelOf: (f: string) => string) {
  const errors = schemaErrors<keyof ProjectDraft>(projectBody, toProjectBody(d), language, labelOf);
  // The schema coerces a missing number to NaN ("invalid"); an empty box reads better as "required".
  if (!d.capacity.trim()) {
    errors.capacity = formatMessage(language, ErrorCode.FIELD_REQUIRED, { field: labelOf('capacity') });
  }
  return errors;
}

// ---- groups ------------------------------------------------------------------------------------------

export interface GroupDraft {
  kind: GroupKind;
  name: string;
  nameEn: string;
  summary: string;
  summaryEn: string;
  description: string;
  descriptionEn: string;
  address: string;
  longitude: string;
  latitude: string;
  leader: string;
  contactPhone: string;
  /** Services separated by commas or new lines (、，, and line breaks). */
  services: string;
  /** The same services in English, in the same order. */
  servicesEn: string;
  cover: string;
  status: GroupStatus;
}

export const emptyGroup = (): GroupDraft => ({
  kind: 'housing',
  name: '',
  nameEn: '',
  summary: '',
  summaryEn: '',
  description: '',
  descriptionEn: '',
  address: '',
  longitude: '',
  latitude: '',
  leader: '',
  contactPhone: '',
  services: '',
  servicesEn: '',
  cover: '',
  status: 'open',
});

export function groupDraftOf(g: ServiceGroup): GroupDraft {
  return {
    kind: g.kind,
    name: g.nameZh,
    nameEn: g.nameEn,
    // The texts as written: `summary` etc. are in the reader's language.
    summary: g.summaryZh,
    summaryEn: g.summaryEn,
    description: g.descriptionZh,
    descriptionEn: g.descriptionEn,
    address: g.address,
    longitude: numberText(g.longitude),
    latitude: numberText(g.latitude),
    leader: g.leader,
    contactPhone: g.contactPhone,
    services: g.servicesZh.join('、'),
    servicesEn: g.servicesEn.join(', '),
    cover: g.cover,
    status: g.status,
  };
}

export const splitServices = (text: string) =>
  text
    .split(/[,，、;；\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

export function toGroupBody(d: GroupDraft): GroupBody {
  return {
    kind: d.kind,
    name: d.name.trim(),
    nameEn: d.nameEn.trim(),
    summary: d.summary.trim(),
    summaryEn: d.summaryEn.trim(),
    description: d.description.trim(),
    descriptionEn: d.descriptionEn.trim(),
    address: d.address.trim(),
    longitude: nullableNumber(d.longitude),
    latitude: nullableNumber(d.latitude),
    leader: d.leader.trim(),
    contactPhone: d.contactPhone.trim(),
    services: splitServices(d.services),
    servicesEn: splitServices(d.servicesEn),
    ...optionalImage(d.cover),
    status: d.status,
  };
}

export const validateGroup = (d: GroupDraft, language: Language, labelOf: (f: string) => string) =>
  schemaErrors<keyof GroupDraft>(groupBody, toGroupBody(d), language, labelOf);

// ---- news --------------------------------------------------------------------------------------------

/** The contract's article body with every box filled in: the form has one for each field but `source`. */
export type ArticleDraft = Required<Omit<NewsBody, 'source'>>;

export const emptyArticle = (): ArticleDraft => ({
  category: 'notice',
  title: '',
  titleEn: '',
  summary: '',
  summaryEn: '',
  cover: '',
  content: '',
  contentEn: '',
  author: '',
  authorEn: '',
  top: false,
  status: 'published',
});

export function articleDraftOf(a: NewsDetail): ArticleDraft {
  return {
    category: a.category,
    title: a.titleZh,
    titleEn: a.titleEn,
    // The texts as written: `summary` and `content` are in the reader's language.
    summary: a.summaryZh,
    summaryEn: a.summaryEn,
    cover: a.cover,
    content: a.contentZh,
    contentEn: a.contentEn,
    author: a.authorZh,
    authorEn: a.authorEn,
    top: a.top,
    status: a.status,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BLOCK_START = /^<(p|h[1-6]|ul|ol|li|blockquote|table|div|figure|img|pre|hr)\b/i;

/**
 * The text of the content box as HTML: a blank line starts a paragraph and a line break stays one. Text
 * without any tag is escaped (a "<" typed is a "<" shown); text with the format buttons' tags keeps them,
 * and the server sanitises whatever arrives (news/sanitize.ts).
 */
export function contentHtml(text: string): string {
  const value = text.trim();
  if (!value) return value;
  const tagged = /<[a-z][\s\S]*>/i.test(value);
  return value
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      if (tagged && BLOCK_START.test(chunk)) return chunk;
      const inline = tagged ? chunk : escapeHtml(chunk);
      return `<p>${inline.replace(/\n/g, '<br>')}</p>`;
    })
    .join('');
}

export function toArticleBody(d: ArticleDraft): NewsBody {
  return {
    category: d.category,
    title: d.title.trim(),
    titleEn: d.titleEn.trim(),
    summary: d.summary.trim(),
    summaryEn: d.summaryEn.trim(),
    ...optionalImage(d.cover),
    content: contentHtml(d.content),
    contentEn: contentHtml(d.contentEn),
    author: d.author.trim(),
    authorEn: d.authorEn.trim(),
    top: d.top,
    status: d.status,
  };
}

export const validateArticle = (d: ArticleDraft, language: Language, labelOf: (f: string) => string) =>
  schemaErrors<keyof ArticleDraft>(newsBody, toArticleBody(d), language, labelOf);

// ---- banners -----------------------------------------------------------------------------------------

export interface BannerDraft {
  title: string;
  titleEn: string;
  image: string;
  linkType: BannerLinkType;
  linkTarget: string;
  sort: string;
  enabled: boolean;
}

export const emptyBanner = (): BannerDraft => ({
  title: '',
  titleEn: '',
  image: '',
  linkType: 'none',
  linkTarget: '',
  sort: '0',
  enabled: true,
});

export function bannerDraftOf(b: Banner): BannerDraft {
  return {
    title: b.titleZh,
    titleEn: b.titleEn,
    image: b.image,
    linkType: b.linkType,
    linkTarget: b.linkTarget,
    sort: String(b.sort),
    enabled: b.enabled,
  };
}

export function toBannerBody(d: BannerDraft): BannerBody {
  return {
    title: d.title.trim(),
    titleEn: d.titleEn.trim(),
    image: d.image.trim(),
    linkType: d.linkType,
    // 'none' links nowhere, whatever was typed before the type changed.
    linkTarget: d.linkType === 'none' ? '' : d.linkTarget.trim(),
    sort: optionalNumber(d.sort) ?? 0,
    enabled: d.enabled,
  };
}

export function validateBanner(d: BannerDraft, language: Language, labelOf: (f: string) => string) {
  const errors = schemaErrors<keyof BannerDraft>(bannerBody, toBannerBody(d), language, labelOf);
  // No picture yet reads better as "required" than as "not a valid address".
  if (!d.image.trim()) {
    errors.image = formatMessage(language, ErrorCode.FIELD_REQUIRED, { field: labelOf('image') });
  }
  return errors;
}
