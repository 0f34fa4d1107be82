import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import {
  applicationActionBody,
  applicationBody,
  applicationDetail,
  applicationSummary,
  applicationsQuery,
  myApplicationsQuery,
  rateBody,
} from './applications.ts';
import { socialServicesPaths } from './paths.ts';
import { created, STAFF, tag } from './route-parts.ts';

/**
 * Service demand applications: residents apply, follow, cancel and rate; social workers move them along
 * the state machine (state-machine.ts).
 */
export const applicationRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: socialServicesPaths.socialServicesApplicationCreate,
    summary: 'Apply for a service (demand application)',
    tag,
    access: 'user',
    body: applicationBody,
    response: created,
  }),
  myApplications: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesMyApplications,
    summary: 'My applications (appointment history)',
    tag,
    access: 'user',
    query: myApplicationsQuery,
    response: tableOf(applicationSummary),
  }),
  applications: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesApplications,
    summary: 'All applications of the centre (staff)',
    tag,
    access: STAFF,
    query: applicationsQuery,
    response: tableOf(applicationSummary),
  }),
  application: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesApplication,
    summary: 'Application with its timeline',
    tag,
    access: 'user',
    params: idParams,
    response: withData(applicationDetail),
  }),
  act: defineRoute({
    method: 'POST',
    path: socialServicesPaths.socialServicesApplicationAction,
    summary: 'Change status: accept, schedule, start, complete, reject (staff) or cancel (applicant)',
    tag,
    access: 'user',
    params: idParams,
    body: applicationActionBody,
    // The application as it now is, timeline included.
    response: withData(applicationDetail),
  }),
  rate: defineRoute({
    method: 'POST',
    path: socialServicesPaths.socialServicesApplicationRate,
    summary: 'Rate a completed service once (1-5 stars + comment)',
    tag,
    access: 'user',
    params: idParams,
    body: rateBody,
    response: noData,
  }),
};
