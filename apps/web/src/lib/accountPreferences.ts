import { type AjaxResult, ApiPath, type UpdatePreferencesBody, type UserPreferences } from '@linli/contracts';
import { toast } from './feedback.ts';
import { changeLanguage, currentLanguage, i18n } from './i18n.ts';
import { preferencesFollowAccount } from './preferences.ts';
import { request } from './request.ts';
import { setElderPreference } from './storage.ts';

/**
 * The account's side of language and elder mode (see preferences.ts for who it applies to).
 * Loaded lazily: the login screens and the first change a signed-in person makes fetch it.
 *
 * After a login: the account's saved choices win over this phone's. A choice the account never made
 * (null) leaves the phone's as it is. Applied through storage, so nothing is sent back (no echo).
 */
export async function pullAccountPreferences(): Promise<void> {
  if (!preferencesFollowAccount()) return;
  const result = await request<AjaxResult<UserPreferences>>({ url: ApiPath.userPreferences, loading: false });
  if (result === false || result.code !== 200 || !result.data) return;
  const { language, elderMode } = result.data;
  if (elderMode !== null) setElderPreference(elderMode);
  if (language !== null && language !== currentLanguage()) await changeLanguage(language);
}

/**
 * A choice the person just made while signed in: saved to the account in the background. The screen does
 * not wait; only a failure is told (request() already toasts network errors and expired logins).
 */
export function pushAccountPreferences(change: UpdatePreferencesBody): void {
  if (!preferencesFollowAccount()) return;
  void request({ url: ApiPath.userPreferences, method: 'PUT', data: change, loading: false }).then(
    (result) => {
      if (result && result.code !== 200) toast(i18n.t('preferences.saveFailed'));
    },
  );
}
