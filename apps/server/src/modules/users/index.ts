import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { PasswordHasher } from '../../platform/password-hasher.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { PreferencesRepository } from './preferences.repository.ts';
import { PreferencesService } from './preferences.service.ts';
import { UploadsRepository } from './uploads.repository.ts';
import { UploadsService } from './uploads.service.ts';
import { UsersRepository } from './users.repository.ts';
import { type IdentityLookup, type PhoneCodes, UsersService } from './users.service.ts';

export { registerUserExportRoute, UserExportService } from './export.ts';
export { exportSourcesOf } from './export-sources.ts';
export { registerPreferencesRoutes } from './preferences.routes.ts';
export type { PreferencesService } from './preferences.service.ts';
/** What other modules may use of the users module: the service and the record it hands out. */
export type { UserRecord } from './users.repository.ts';
export { receiveAvatar, registerUsersRoutes } from './users.routes.ts';
export { UsersService } from './users.service.ts';

/** Wires the users module: accounts, their preferences and their uploaded files (removed with the account). */
export function createUsers(deps: {
  db: Kysely<Database>;
  clock: Clock;
  events: EventBus;
  hasher: PasswordHasher;
  /** DATA_DIR: uploads live in its `uploads/` folder. */
  dataDir: string;
  /** The auth module's answer to whether an account has WeChat bound. */
  identities: IdentityLookup;
  /** Counts wrong password confirmations (UsersService.confirmPassword). */
  limiter: RateLimiter;
  /** The auth module's SMS codes: an account without a password confirms with one. */
  phoneCodes: PhoneCodes;
}) {
  const { db, clock, events } = deps;
  const uploads = new UploadsService(path.join(deps.dataDir, 'uploads'), new UploadsRepository(db), clock);
  const users = new UsersService(
    new UsersRepository(db),
    deps.hasher,
    clock,
    events,
    deps.identities,
    deps.limiter,
    deps.phoneCodes,
  );
  const preferences = new PreferencesService(new PreferencesRepository(db), clock);
  events.on('user.deleted', ({ userId }) => uploads.removeAllOf(userId));
  return { users, preferences, uploads };
}
