import { z } from 'zod';
import { ALERT_STATUS } from '../alerts/schemas.ts';
import { VALIDITY_STATUSES } from '../assessments/validity.ts';
import { ErrorCode } from '../common/error-codes.ts';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { SEXES } from '../users/schemas.ts';
import { SERVICE_CATEGORIES } from './catalog.ts';
import {
  contactPhoneField,
  dateField,
  idCardField,
  intBetween,
  keywordField,
  latitudeField,
  longitudeField,
  optionalText,
  requiredText,
  uploadUrlField,
} from './fields.ts';

/** A person the centre serves: the basic information file (/pagesC/shfw/shfwM). */
export const personBody = z
  .object({
    name: requiredText(30),
    sex: z.enum(SEXES).default('2'),
    /** Taken from the ID card when one is given. */
    birthDate: dateField.optional(),
    idCard: idCardField.optional(),
    phone: contactPhoneField.optional(),
    address: optionalText(200),
    guardianName: optionalText(30),
    guardianPhone: contactPhoneField.optional(),
    guardianRelation: optionalText(20),
    tags: z.array(z.string().trim().min(1).max(20)).max(10).default([]),
    /** The resident account this file belongs to, so they can see their own records. */
    userId: rowId.nullable().optional(),
    /** The social worker responsible for the person (staff); a new file defaults to whoever creates it. */
    caseworkerId: rowId.nullable().optional(),
    remark: optionalText(500),
  })
  .superRefine((body, ctx) => {
    if (!body.birthDate && !body.idCard)
      ctx.addIssue({ code: 'custom', message: ErrorCode.BIRTH_OR_ID_REQUIRED, path: ['birthDate'] });
  });
export type PersonBody = z.infer<typeof personBody>;

export const servedPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  sex: z.enum(SEXES),
  birthDate: z.string(),
  age: z.number().int(),
  idCard: z.string(),
  phone: z.string(),
  address: z.string(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  guardianRelation: z.string(),
  tags: z.array(z.string()),
  userId: z.number().int().nullable(),
  /** The social worker responsible for the person: told of their devices' alarms (docs/alerts.md). */
  caseworkerId: z.number().int().nullable(),
  caseworkerName: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServedPerson = z.infer<typeof servedPerson>;

/** A staff member who can be a file's caseworker (`GET /shfw/caseworkers`). */
export const caseworker = z.object({ userId: z.number().int(), nickName: z.string() });
export type Caseworker = z.infer<typeof caseworker>;

export const personsQuery = pageQuery.extend({ keyword: keywordField });
export type PersonsQuery = z.infer<typeof personsQuery>;

export const RECORD_KINDS = ['single', 'home_visit', 'follow_up'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const FOLLOW_UP_METHODS = ['phone', 'visit', 'online'] as const;
export type FollowUpMethod = (typeof FOLLOW_UP_METHODS)[number];
export const RECORD_PHOTOS_MAX = 9;

const recordCommon = {
  personId: rowId,
  serviceDate: dateField,
  durationMinutes: intBetween(1, 24 * 60),
  content: requiredText(1000),
  outcome: optionalText(500),
  projectId: rowId.nullable().optional(),
};

/** POST /shfw/record: the three creation forms dxfwcj, sswbfwcj and fxfwcj. */
export const recordBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), category: z.enum(SERVICE_CATEGORIES), ...recordCommon }),
  z.object({
    kind: z.literal('home_visit'),
    category: z.enum(SERVICE_CATEGORIES).default('elderly_care'),
    ...recordCommon,
    latitude: latitudeField,
    longitude: longitudeField,
    address: requiredText(200),
    photos: z
      .array(uploadUrlField)
      .min(1, ErrorCode.FIELD_REQUIRED)
      .max(RECORD_PHOTOS_MAX, ErrorCode.FILES_TOO_MANY),
  }),
  z.object({
    kind: z.literal('follow_up'),
    category: z.enum(SERVICE_CATEGORIES).default('community'),
    ...recordCommon,
    method: z.enum(FOLLOW_UP_METHODS),
    nextFollowUpDate: dateField.optional(),
  }),
]);
export type RecordBody = z.infer<typeof recordBody>;

export const serviceRecord = z.object({
  id: z.number().int(),
  kind: z.enum(RECORD_KINDS),
  personId: z.number().int(),
  personName: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  categoryName: z.string(),
  projectId: z.number().int().nullable(),
  workerId: z.number().int(),
  workerName: z.string(),
  serviceDate: z.string(),
  durationMinutes: z.number().int(),
  content: z.string(),
  outcome: z.string(),
  /** Home visits: where the worker checked in, and when. */
  location: z.object({ latitude: z.number(), longitude: z.number(), address: z.string() }).nullable(),
  checkInAt: z.string().nullable(),
  photos: z.array(z.string()),
  followUpMethod: z.enum(FOLLOW_UP_METHODS).nullable(),
  nextFollowUpDate: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceRecord = z.infer<typeof serviceRecord>;

export const recordsQuery = pageQuery.extend({
  personId: rowId.optional(),
  workerId: rowId.optional(),
  kind: z.enum(RECORD_KINDS).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type RecordsQuery = z.infer<typeof recordsQuery>;

/** GET /shfw/record/stats (/pagesC/shfw/fwjs): default period is the last 30 days. */
export const recordStatsQuery = z.object({
  personId: rowId.optional(),
  workerId: rowId.optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type RecordStatsQuery = z.infer<typeof recordStatsQuery>;

const count = z.number().int().min(0);

export const recordStats = z.object({
  from: z.string(),
  to: z.string(),
  personId: z.number().int().nullable(),
  workerId: z.number().int().nullable(),
  total: count,
  totalMinutes: count,
  /** totalMinutes / 60, one decimal. */
  hours: z.number().min(0),
  persons: count,
  byKind: z.record(z.enum(RECORD_KINDS), count),
  byCategory: z.array(
    z.object({ category: z.enum(SERVICE_CATEGORIES), name: z.string(), count, minutes: count }),
  ),
});
export type RecordStats = z.infer<typeof recordStats>;

/**
 * GET /shfw/person/:id/health (/pagesC/shfw/jkdagljs). The assessment and device issues fill the
 * first three; until then they are null / empty, never missing.
 */
export const healthSummary = z.object({
  person: servedPerson,
  latestAbilityAssessment: z
    .object({
      level: z.string(),
      score: z.number().nullable(),
      assessedAt: z.string(),
      /** The re-assessment date (assessments/validity.ts) and its standing on the server's day. */
      validUntil: z.string().nullable(),
      validity: z.enum(VALIDITY_STATUSES).nullable(),
    })
    .nullable(),
  deviceReadings: z.array(
    z.object({
      deviceId: z.number().int(),
      deviceName: z.string(),
      identifier: z.string(),
      name: z.string(),
      value: z.string(),
      unit: z.string(),
      time: z.string(),
    }),
  ),
  /**
   * The person's own devices' latest alerts: level 1–3 and status 1–3 as in AlertLog (the app words them),
   * and the outcome written when it was handled ('' while open).
   */
  recentAlerts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      level: z.number().int(),
      status: z.literal([ALERT_STATUS.pending, ALERT_STATUS.noAction, ALERT_STATUS.processed]),
      time: z.string(),
      outcome: z.string(),
    }),
  ),
  serviceHistory: z.array(serviceRecord),
  serviceStats: recordStats,
});
export type HealthSummary = z.infer<typeof healthSummary>;
