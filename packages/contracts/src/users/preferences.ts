import { z } from 'zod';
import { LANGUAGES, type Language } from '../common/language.ts';

/**
 * The display choices that follow a person's account from phone to phone: the language and
 * elder mode (长辈版). `null` = never chosen on any phone yet, so the phone's own choice stays.
 */
export interface UserPreferences {
  language: Language | null;
  elderMode: boolean | null;
}

/** PUT /system/user/preferences: each field optional; a missing one is left as it was. */
export const updatePreferencesBody = z.object({
  language: z.enum(LANGUAGES).optional(),
  elderMode: z.boolean().optional(),
});
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;
