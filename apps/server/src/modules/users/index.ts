/** What other modules may use of the users module: the service and the record it hands out. */
export type { UserRecord } from './users.repository.ts';
export { UsersService } from './users.service.ts';
