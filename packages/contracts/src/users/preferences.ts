import { z } from 'zod';
import { LANGUAGES } from '../common/language.ts';

/**
 * The display choices that follow a person's account from phone to phone: the language and
 * elder mode (长辈版). `null` = never chosen on any phone yet, so the phone's own choice stays.
 */
export const userPreferences = z.object({
  language: z.enum(LANGUAGES).nullable(),
  elderMode: z.boolean().nullable(),
});
export type UserPreferences = z.infer<typeof userPreferences>;

/** PUT /system/user/preferences: each field optional; a missing one is left as it was. */
export const updatePreferencesBody = z.object({
  language: z.enum(LANGUAGES).optional(),
  elderMode: z.boolean().optional(),
});
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;
