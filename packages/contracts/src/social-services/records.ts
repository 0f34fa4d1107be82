import { z } from 'zod';
import type { AlertStatus } from '../alerts/schemas.ts';
import { pageQuery } from '../common/envelope.ts';
import { ErrorCode } from '../common/error-codes.ts';
import { SEXES } from '../users/schemas.ts';
import { SERVICE_CATEGORIES, type ServiceCategory } from './catalog.ts';
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
    userId: z.coerce.number().int().positive().nullable().optional(),
    /** The social worker responsible for the person (staff); a new file defaults to whoever creates it. */
    caseworkerId: z.coerce.number().int().positive().nullable().optional(),
    remark: optionalText(500),
  })
  .superRefine((body, ctx) => {
    if (!body.birthDate && !body.idCard)
      ctx.addIssue({ code: 'custom', message: ErrorCode.BIRTH_OR_ID_REQUIRED, path: ['birthDate'] });
  });
export type PersonBody = z.infer<typeof personBody>;

export interface ServedPerson {
  id: number;
  name: string;
  sex: (typeof SEXES)[number];
  birthDate: string;
  age: number;
  idCard: string;
  phone: string;
  address: string;
  guardianName: string;
  guardianPhone: string;
  guardianRelation: string;
  tags: string[];
  userId: number | null;
  /** The social worker responsible for the person: told of their devices' alarms (docs/alerts.md). */
  caseworkerId: number | null;
  caseworkerName: string;
  remark: string;
  createdAt: string;
  updatedAt: string;
}

/** A staff member who can be a file's caseworker (`GET /shfw/caseworkers`). */
export interface Caseworker {
  userId: number;
  nickName: string;
}

export const personsQuery = pageQuery.extend({ keyword: keywordField });
export type PersonsQuery = z.infer<typeof personsQuery>;

export const RECORD_KINDS = ['single', 'home_visit', 'follow_up'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const FOLLOW_UP_METHODS = ['phone', 'visit', 'online'] as const;
export type FollowUpMethod = (typeof FOLLOW_UP_METHODS)[number];
export const RECORD_PHOTOS_MAX = 9;

const recordCommon = {
  personId: z.coerce.number().int().positive(),
  serviceDate: dateField,
  durationMinutes: intBetween(1, 24 * 60),
  content: requiredText(1000),
  outcome: optionalText(500),
  projectId: z.coerce.number().int().positive().nullable().optional(),
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

export interface ServiceRecord {
  id: number;
  kind: RecordKind;
  personId: number;
  personName: string;
  category: ServiceCategory;
  categoryName: string;
  projectId: number | null;
  workerId: number;
  workerName: string;
  serviceDate: string;
  durationMinutes: number;
  content: string;
  outcome: string;
  /** Home visits: where the worker checked in, and when. */
  location: { latitude: number; longitude: number; address: string } | null;
  checkInAt: string | null;
  photos: string[];
  followUpMethod: FollowUpMethod | null;
  nextFollowUpDate: string | null;
  createdAt: string;
}

export const recordsQuery = pageQuery.extend({
  personId: z.coerce.number().int().positive().optional(),
  workerId: z.coerce.number().int().positive().optional(),
  kind: z.enum(RECORD_KINDS).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type RecordsQuery = z.infer<typeof recordsQuery>;

/** GET /shfw/record/stats (/pagesC/shfw/fwjs): default period is the last 30 days. */
export const recordStatsQuery = z.object({
  personId: z.coerce.number().int().positive().optional(),
  workerId: z.coerce.number().int().positive().optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type RecordStatsQuery = z.infer<typeof recordStatsQuery>;

export interface RecordStats {
  from: string;
  to: string;
  personId: number | null;
  workerId: number | null;
  total: number;
  totalMinutes: number;
  /** totalMinutes / 60, one decimal. */
  hours: number;
  persons: number;
  byKind: Record<RecordKind, number>;
  byCategory: Array<{ category: ServiceCategory; name: string; count: number; minutes: number }>;
}

/**
 * GET /shfw/person/:id/health (/pagesC/shfw/jkdagljs). The assessment and device issues fill the
 * first three; until then they are null / empty, never missing.
 */
export interface HealthSummary {
  person: ServedPerson;
  latestAbilityAssessment: { level: string; score: number | null; assessedAt: string } | null;
  deviceReadings: Array<{
    deviceId: number;
    deviceName: string;
    identifier: string;
    name: string;
    value: string;
    unit: string;
    time: string;
  }>;
  /**
   * The person's own devices' latest alerts: level 1–3 and status 1–3 as in AlertLog (the app words them),
   * and the outcome written when it was handled ('' while open).
   */
  recentAlerts: Array<{
    id: number;
    name: string;
    level: number;
    status: AlertStatus;
    time: string;
    outcome: string;
  }>;
  serviceHistory: ServiceRecord[];
  serviceStats: RecordStats;
}
