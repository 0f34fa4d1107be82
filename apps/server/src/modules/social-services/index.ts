import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import { ApplicationsRepository } from './applications.repository.ts';
import type { AccountLookup } from './applications.service.ts';
import { ApplicationsService } from './applications.service.ts';
import { CatalogService } from './catalog.service.ts';
import { GroupsRepository } from './groups.repository.ts';
import { GroupsService } from './groups.service.ts';
import type { HealthSources } from './health-sources.ts';
import { HomeService, type NewsFeed } from './home.service.ts';
import { MembershipRepository } from './membership.repository.ts';
import { MembershipService } from './membership.service.ts';
import { type DeviceDirectory, PersonWatchService } from './person-watch.service.ts';
import { PersonsRepository } from './persons.repository.ts';
import { PersonsService } from './persons.service.ts';
import { ProjectsRepository } from './projects.repository.ts';
import { RecordsRepository } from './records.repository.ts';
import { RecordsService } from './records.service.ts';

export { DEMO_ADMIN, DEMO_ELDER, DEMO_STAFF, seedSocialServicesDemo } from './demo.ts';
export type { PersonWatch } from './person-watch.service.ts';
export { registerSocialServicesRoutes } from './social-services.routes.ts';

export interface SocialServicesDeps {
  db: Kysely<Database>;
  clock: Clock;
  events: EventBus;
  accounts: AccountLookup;
  news: NewsFeed;
  health: HealthSources;
  /** The files on the people the centre serves, made first (createPersonFiles). */
  files: PersonFiles;
}

export type PersonFiles = ReturnType<typeof createPersonFiles>;

/**
 * The centre's files on the people it serves, and which devices watch over them. Made before the device
 * automation, whose alarms go to the people a device watches over; the rest of this module comes after it,
 * as the health record reads those alarms.
 */
export function createPersonFiles(deps: {
  db: Kysely<Database>;
  clock: Clock;
  accounts: AccountLookup;
  /** The devices module, for linking devices to the people they watch over. */
  devices: DeviceDirectory;
}) {
  const { accounts, clock } = deps;
  const repository = new PersonsRepository(deps.db);
  const persons = new PersonsService(repository, accounts, clock);
  const watch = new PersonWatchService(repository, persons, deps.devices, accounts, clock);
  return { persons, watch };
}

export type SocialServices = ReturnType<typeof createSocialServices>;

/** Wires the social-services module: repositories -> services, and its share of account deletion. */
export function createSocialServices({
  db,
  clock,
  events,
  accounts,
  news,
  health,
  files,
}: SocialServicesDeps) {
  const projects = new ProjectsRepository(db);
  const records = new RecordsRepository(db);
  const catalog = new CatalogService(projects, clock);
  const applications = new ApplicationsService(
    new ApplicationsRepository(db),
    projects,
    catalog,
    accounts,
    clock,
  );
  const { persons, watch } = files;
  const serviceRecords = new RecordsService(records, persons, accounts, health, clock);
  const groups = new GroupsService(new GroupsRepository(db), accounts, clock);
  const membership = new MembershipService(new MembershipRepository(db), clock);
  const home = new HomeService(catalog, applications, news);

  // A deleted account's own data goes; the centre's files on people it served stay, unlinked.
  events.on('user.deleted', async ({ userId }) => {
    await applications.removeUserData(userId);
    await groups.removeUserData(userId);
    await membership.removeUserData(userId);
    await persons.unlinkUser(userId);
  });

  /**
   * The services that date what they write, on another clock: the demo writes its past as it happened, so
   * a request is accepted after it was made and a visit checked in on its day (demo.ts).
   */
  const onClock = (past: Clock) => {
    const pastPersons = new PersonsService(new PersonsRepository(db), accounts, past);
    const pastCatalog = new CatalogService(projects, past);
    return {
      catalog: pastCatalog,
      groups: new GroupsService(new GroupsRepository(db), accounts, past),
      persons: pastPersons,
      applications: new ApplicationsService(
        new ApplicationsRepository(db),
        projects,
        pastCatalog,
        accounts,
        past,
      ),
      records: new RecordsService(records, pastPersons, accounts, health, past),
    };
  };

  return {
    catalog,
    applications,
    persons,
    watch,
    records: serviceRecords,
    groups,
    membership,
    home,
    onClock,
  };
}
