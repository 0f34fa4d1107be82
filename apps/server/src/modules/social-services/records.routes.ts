import {
  ApiPath,
  numericIdParams,
  personBody,
  personDeviceBody,
  personsQuery,
  recordBody,
  recordStatsQuery,
  recordsQuery,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { SocialServices } from './index.ts';

const TAG = 'social-services';
const STAFF = ['staff', 'admin'] as const;

export function registerRecordRoutes(router: ApiRouter, s: SocialServices): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwPersons,
      summary: 'Persons served (staff)',
      tag: TAG,
      access: STAFF,
      query: personsQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await s.persons.list(user, query);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwMyPersons,
      summary: 'Files about me (my service information)',
      tag: TAG,
      access: 'user',
    },
    async ({ user }) => ({ data: await s.persons.mine(user) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwPersonCreate,
      summary: 'Create a person file (staff)',
      tag: TAG,
      access: STAFF,
      body: personBody,
    },
    async ({ user, body }) => ({ data: await s.persons.create(user, body) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwPerson,
      summary: 'Person file',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await s.persons.detail(user, params.id) }),
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.shfwPerson,
      summary: 'Edit a person file (staff)',
      tag: TAG,
      access: STAFF,
      params: numericIdParams,
      body: personBody,
    },
    async ({ user, params, body }) => {
      await s.persons.update(user, params.id, body);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwPersonHealth,
      summary: 'Health-record summary of a person',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({
      data: await s.records.healthSummary(user, params.id, request.language),
    }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwCaseworkers,
      summary: "Staff who can be a person's caseworker (staff)",
      tag: TAG,
      access: STAFF,
    },
    async ({ user }) => ({ data: await s.persons.caseworkers(user) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwPersonDevices,
      summary: 'Devices that watch over a person (their alarms reach the caseworker and emergency contact)',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await s.watch.devicesOf(user, params.id) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwPersonDevice,
      summary: 'Link one of my devices to the file linked to my account (moves it from another file)',
      tag: TAG,
      access: 'user',
      body: personDeviceBody,
    },
    async ({ user, body }) => {
      await s.watch.link(user, body);
    },
  );

  router.route(
    {
      method: 'DELETE',
      path: ApiPath.shfwPersonDevice,
      summary: "Unlink a device from a person's file (the file's account, or staff)",
      tag: TAG,
      access: 'user',
      body: personDeviceBody,
    },
    async ({ user, body }) => {
      await s.watch.unlink(user, body);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwRecords,
      summary: 'Service records (person, worker, kind, period, paging)',
      tag: TAG,
      access: 'user',
      query: recordsQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await s.records.list(user, query, request.language);
      return table(rows, total);
    },
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwRecordStats,
      summary: 'Service statistics for a person or a worker over a period',
      tag: TAG,
      access: 'user',
      query: recordStatsQuery,
    },
    async ({ user, query, request }) => ({ data: await s.records.stats(user, query, request.language) }),
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.shfwRecordCreate,
      summary: 'Record a service: single, home visit or follow-up (staff)',
      tag: TAG,
      access: STAFF,
      body: recordBody,
    },
    async ({ user, body }) => ({ data: await s.records.create(user, body) }),
  );

  router.route(
    {
      method: 'GET',
      path: ApiPath.shfwRecord,
      summary: 'Service record',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({
      data: await s.records.detail(user, params.id, request.language),
    }),
  );
}
