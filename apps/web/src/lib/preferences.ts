import type { Language, UpdatePreferencesBody } from '@linli/contracts';
import { useSyncExternalStore } from 'react';
import { changeLanguage, currentLanguage } from './i18n.ts';
import { getLifeData, setElderOffered, setElderPreference, subscribeLifeData } from './storage.ts';

/**
 * Elder mode (长辈版, docs/architecture.md "Elder mode") is a class on <html> that switches the theme variables.
 */
export const ELDER_CLASS = 'elder';

export function applyElderMode(elder: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(ELDER_CLASS, elder);
}

/**
 * Language and elder mode follow the ACCOUNT to every phone. Visitors keep phone-only choices;
 * so does the shared experience account (the server refuses to store choices for it, so one visitor's
 * English does not greet the next).
 */
export function preferencesFollowAccount(): boolean {
  const { vuex_token: token, profile } = getLifeData();
  return !!token && profile?.experience !== true;
}

/**
 * Saves a choice to the account in the background. The HTTP layer is not part of the first load
 * (bundle budget), so it is fetched the first time a signed-in person changes a setting.
 */
function saveToAccount(change: UpdatePreferencesBody): void {
  if (!preferencesFollowAccount()) return;
  void import('./accountPreferences.ts').then(({ pushAccountPreferences }) => pushAccountPreferences(change));
}

/**
 * The person switches elder mode: at once, saved in lifeData for the phone and, while signed in, on the
 * server for the account (accountPreferences.ts), so it follows them to another phone.
 */
export function setElderMode(elder: boolean): void {
  setElderPreference(elder);
  setElderOffered();
  applyElderMode(elder);
  saveToAccount({ elderMode: elder });
}

/** The person picks a language: applied and saved like elder mode (changeLanguage alone is the phone's). */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  saveToAccount({ language });
}

/** The first-launch offer was declined: it is not shown again. */
export function declineElderOffer(): void {
  setElderOffered();
}

const elderSnapshot = () => getLifeData().elder === true;
const offerSnapshot = () => getLifeData().elderOffered !== true && getLifeData().elder === undefined;

export function useElderMode(): boolean {
  return useSyncExternalStore(subscribeLifeData, elderSnapshot, elderSnapshot);
}

/** True until the person has answered the first-launch offer or chosen a mode anywhere. */
export function useElderOfferPending(): boolean {
  return useSyncExternalStore(subscribeLifeData, offerSnapshot, offerSnapshot);
}

/**
 * Keeps the page in step with lifeData: signing in to an account brings its own elder mode and language
 * back (storage.setProfile), and this applies them. `followed` stops the echo of our own language change.
 */
export function startPreferenceSync(): () => void {
  let followed: Language | undefined = getLifeData().language;
  const apply = () => {
    const { elder, language } = getLifeData();
    applyElderMode(elder === true);
    if (!language || language === followed) return;
    followed = language;
    if (language !== currentLanguage()) void changeLanguage(language);
  };
  apply();
  return subscribeLifeData(apply);
}
