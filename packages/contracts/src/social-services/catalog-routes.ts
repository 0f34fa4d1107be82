import { z } from 'zod';
import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import {
  projectBody,
  projectListQuery,
  projectUpdateBody,
  removeResult,
  serviceCategoryInfo,
  serviceProject,
} from './catalog.ts';
import { homeSummary } from './home.ts';
import { socialServicesPaths } from './paths.ts';
import { created, tag } from './route-parts.ts';

/** The entry page and the catalogue of service projects: anyone browses, administrators keep it. */
export const catalogRoutes = {
  home: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesHome,
    summary: 'Entry page in one call',
    tag,
    access: 'public',
    response: withData(homeSummary),
  }),
  categories: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesCategories,
    summary: 'Service categories',
    tag,
    access: 'public',
    response: withData(z.array(serviceCategoryInfo)),
  }),
  projects: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesProjects,
    summary: 'Service projects (category, keyword, featured, paging)',
    tag,
    access: 'public',
    query: projectListQuery,
    response: tableOf(serviceProject),
  }),
  project: defineRoute({
    method: 'GET',
    path: socialServicesPaths.socialServicesProject,
    summary: 'Service project detail',
    tag,
    access: 'public',
    params: idParams,
    response: withData(serviceProject),
  }),
  createProject: defineRoute({
    method: 'POST',
    path: socialServicesPaths.socialServicesProjectCreate,
    summary: 'Create a service project',
    tag,
    access: ['admin'],
    body: projectBody,
    response: created,
  }),
  updateProject: defineRoute({
    method: 'PUT',
    path: socialServicesPaths.socialServicesProject,
    summary: 'Edit a service project',
    tag,
    access: ['admin'],
    params: idParams,
    body: projectUpdateBody,
    response: noData,
  }),
  removeProject: defineRoute({
    method: 'DELETE',
    path: socialServicesPaths.socialServicesProject,
    summary: 'Delete a service project (closed instead while applications or records name it)',
    tag,
    access: ['admin'],
    params: idParams,
    response: withData(removeResult),
  }),
};
