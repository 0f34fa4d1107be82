import { LANGUAGES, type Language, type UserPreferences } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type PreferenceChanges = Partial<{ language: Language; elderMode: boolean }>;

const NONE: UserPreferences = { language: null, elderMode: null };

/** The user_preferences table: one row per account, written only once the account chose something. */
export class PreferencesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: number): Promise<UserPreferences> {
    const row = await this.db
      .selectFrom('user_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return NONE;
    const language = LANGUAGES.find((l) => l === row.language) ?? null;
    return { language, elderMode: row.elder_mode === null ? null : row.elder_mode === 1 };
  }

  /** Writes the given fields; fields not given keep their stored value (or stay null on a new row). */
  async save(userId: number, changes: PreferenceChanges, at: string): Promise<void> {
    const values = {
      ...(changes.language !== undefined && { language: changes.language }),
      ...(changes.elderMode !== undefined && { elder_mode: changes.elderMode ? 1 : 0 }),
      updated_at: at,
    };
    await this.db
      .insertInto('user_preferences')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
}
