import { type RouteDescriptor, socialServicesRoutes as routes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';

/** One page of a list screen; an infinite list asks for the next page while the last one was full. */
export const PAGE_SIZE = 10;
/** A social worker picks a person among the first fifty a keyword finds. */
export const PERSON_CHOICES = 50;

/**
 * What a request's change makes stale: the request itself and both lists of requests, and the entry page
 * and projects (accepting or cancelling takes or gives back a place).
 */
export const afterApplicationChange: readonly Invalidation[] = [
  routes.application,
  routes.myApplications,
  routes.applications,
  routes.home,
  routes.projects,
  routes.project,
];

/** A person's file: the lists of files, the file, and the health summary that shows it. */
export const afterPersonChange: readonly Invalidation[] = [
  routes.persons,
  routes.myPersons,
  routes.person,
  routes.health,
];

/** A new service record: the lists, the statistics and the health summary that count it. */
export const afterRecordChange: readonly Invalidation[] = [
  routes.records,
  routes.record,
  routes.recordStats,
  routes.health,
];

/** The devices linked to a person's file. */
export const afterDeviceLinkChange: readonly Invalidation[] = [routes.personDevices];

/** A group application sent or reviewed: both lists, and the groups (an approved join adds a member). */
export const afterGroupApplicationChange: readonly Invalidation[] = [
  routes.myGroupApplications,
  routes.groupApplications,
  routes.groups,
  routes.group,
];

/**
 * Every social-services read: projects and groups show on the entry page, in lists, requests and records,
 * so an administrator's change to one makes all of them stale.
 */
export const everySocialServicesRead: readonly RouteDescriptor[] = Object.values(routes).filter(
  (route) => route.method === 'GET',
);
