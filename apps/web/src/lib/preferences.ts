import type { Language } from '@linli/contracts';
import { useSyncExternalStore } from 'react';
import { changeLanguage, currentLanguage } from './i18n.ts';
import { getLifeData, setElderOffered, setElderPreference, subscribeLifeData } from './storage.ts';

/** ARCHITECTURE §3a: elder mode (长辈版) is a class on <html> that switches the theme variables. */
export const ELDER_CLASS = 'elder';

export function applyElderMode(elder: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(ELDER_CLASS, elder);
}

/** Switches elder mode at once; saved in lifeData for the phone and for the signed-in account. */
export function setElderMode(elder: boolean): void {
  setElderPreference(elder);
  setElderOffered();
  applyElderMode(elder);
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
