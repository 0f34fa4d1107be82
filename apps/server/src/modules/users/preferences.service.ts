import { ErrorCode, type UpdatePreferencesBody, type UserPreferences } from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { PreferencesRepository } from './preferences.repository.ts';

/**
 * The language and elder mode an account chose, so they follow it to every phone it signs in on.
 * Always the caller's own: there is no way to name another account.
 */
export class PreferencesService {
  constructor(
    private readonly preferences: PreferencesRepository,
    private readonly clock: Clock,
  ) {}

  get(caller: AuthUser): Promise<UserPreferences> {
    return this.preferences.find(caller.userId);
  }

  async update(caller: AuthUser, changes: UpdatePreferencesBody): Promise<UserPreferences> {
    // Many people share the demo account: one visitor's English must not greet the next (the app keeps a
    // demo user's choices on their own phone only).
    if (caller.experience) throw new AppError(ErrorCode.EXPERIENCE_READ_ONLY);
    const given = {
      ...(changes.language !== undefined && { language: changes.language }),
      ...(changes.elderMode !== undefined && { elderMode: changes.elderMode }),
    };
    // An empty change is not a choice: no row is made for it.
    if (Object.keys(given).length > 0)
      await this.preferences.save(caller.userId, given, this.clock.now().toISOString());
    return this.preferences.find(caller.userId);
  }
}
