import { socialServicesRoutes as routes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { SocialServices } from './index.ts';

export function registerRecordRoutes(router: ApiRouter, s: SocialServices): void {
  router.handle(routes.persons, ({ user, query }) => s.persons.list(user, query));
  router.handle(routes.myPersons, async ({ user }) => ({ data: await s.persons.mine(user) }));
  router.handle(routes.createPerson, async ({ user, body }) => ({
    data: await s.persons.create(user, body),
  }));
  router.handle(routes.person, async ({ user, params }) => ({
    data: await s.persons.detail(user, params.id),
  }));
  router.handle(routes.updatePerson, ({ user, params, body }) => s.persons.update(user, params.id, body));
  router.handle(routes.health, async ({ user, params, request }) => ({
    data: await s.records.healthSummary(user, params.id, request.language),
  }));
  router.handle(routes.caseworkers, async ({ user }) => ({ data: await s.persons.caseworkers(user) }));
  router.handle(routes.personDevices, async ({ user, params }) => ({
    data: await s.watch.devicesOf(user, params.id),
  }));
  router.handle(routes.linkDevice, ({ user, body }) => s.watch.link(user, body));
  router.handle(routes.unlinkDevice, ({ user, body }) => s.watch.unlink(user, body));
  router.handle(routes.records, ({ user, query, request }) => s.records.list(user, query, request.language));
  router.handle(routes.recordStats, async ({ user, query, request }) => ({
    data: await s.records.stats(user, query, request.language),
  }));
  router.handle(routes.createRecord, async ({ user, body }) => ({
    data: await s.records.create(user, body),
  }));
  router.handle(routes.record, async ({ user, params, request }) => ({
    data: await s.records.detail(user, params.id, request.language),
  }));
}
