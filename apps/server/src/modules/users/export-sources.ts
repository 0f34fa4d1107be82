import {
  alertListQuery,
  deviceGroupListQuery,
  deviceListQuery,
  myApplicationsQuery,
  recordsQuery,
  sceneListQuery,
  subjectListQuery,
  timerListQuery,
} from '@linli/contracts';
import type { AlertsService } from '../alerts/index.ts';
import type { AssessmentsService } from '../assessments/index.ts';
import type { Iot } from '../mqtt/index.ts';
import type { ScenesService } from '../scenes/index.ts';
import type { SocialServices } from '../social-services/index.ts';
import type { TimersService } from '../timers/index.ts';
import { allPages, type ExportSource } from './export.ts';
import type { PreferencesService } from './preferences.service.ts';
import type { UsersService } from './users.service.ts';

/** The services that hold a person's data, each asked as the caller. */
export interface ExportServices {
  users: Pick<UsersService, 'getProfile'>;
  preferences: Pick<PreferencesService, 'get'>;
  iot: Pick<Iot, 'devices' | 'groups'>;
  automation: {
    scenes: Pick<ScenesService, 'list'>;
    timers: Pick<TimersService, 'list'>;
    alerts: Pick<AlertsService, 'list'>;
  };
  socialServices: Pick<SocialServices, 'applications' | 'persons' | 'records'>;
  assessments: Pick<AssessmentsService, 'aboutMe'>;
}

/**
 * Which modules hold personal data, each read through its own service as the caller. A module that
 * starts keeping personal data (device logs, firmware history...) adds its section here.
 */
export function exportSourcesOf(c: ExportServices): Record<string, ExportSource> {
  return {
    profile: (caller) => c.users.getProfile(caller.userId),
    preferences: (caller) => c.preferences.get(caller),
    devices: (caller, language) =>
      allPages((page) => c.iot.devices.devices.shortList(caller, deviceListQuery.parse(page), language)),
    deviceGroups: (caller) => allPages((page) => c.iot.groups.list(caller, deviceGroupListQuery.parse(page))),
    scenes: (caller) => allPages((page) => c.automation.scenes.list(caller, sceneListQuery.parse(page))),
    timers: (caller) => allPages((page) => c.automation.timers.list(caller, timerListQuery.parse(page))),
    alerts: (caller) => allPages((page) => c.automation.alerts.list(caller, alertListQuery.parse(page))),
    applications: (caller, language) =>
      allPages((page) =>
        c.socialServices.applications.mine(caller, myApplicationsQuery.parse(page), language),
      ),
    servedPersons: (caller) => c.socialServices.persons.mine(caller),
    serviceRecords: async (caller, language) => {
      // Records about the people this account is (or cares for), not every record a worker can see.
      const persons = await c.socialServices.persons.mine(caller);
      const rows: unknown[] = [];
      for (const person of persons) {
        rows.push(
          ...(await allPages((page) =>
            c.socialServices.records.list(
              caller,
              recordsQuery.parse({ ...page, personId: person.id }),
              language,
            ),
          )),
        );
      }
      return rows;
    },
    assessments: (caller) => allPages((page) => c.assessments.aboutMe(caller, subjectListQuery.parse(page))),
  };
}
