import { z } from 'zod';
import { banner, newsSummary } from '../news/schemas.ts';
import { applicationSummary } from './applications.ts';
import { serviceCategoryInfo, serviceProject } from './catalog.ts';
import { APPLICATION_STATUSES } from './state-machine.ts';

/** GET /shfw/home: everything the entry page shows in one call. */
export const homeSummary = z.object({
  banners: z.array(banner),
  categories: z.array(serviceCategoryInfo),
  featuredProjects: z.array(serviceProject),
  latestNews: z.array(newsSummary),
  /** null for a visitor (no token). */
  myApplications: z
    .object({
      open: z.number().int().min(0),
      byStatus: z.partialRecord(z.enum(APPLICATION_STATUSES), z.number().int().min(0)),
      latest: z.array(applicationSummary),
    })
    .nullable(),
});
export type HomeSummary = z.infer<typeof homeSummary>;
