import { useSyncExternalStore } from 'react';
import { getLifeData, setElderPreference, subscribeLifeData } from './storage.ts';

/** ARCHITECTURE §3a: elder mode (长辈版) is a class on <html> that switches the theme variables. */
export const ELDER_CLASS = 'elder';

export function applyElderMode(elder: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(ELDER_CLASS, elder);
}

export function setElderMode(elder: boolean): void {
  setElderPreference(elder);
  applyElderMode(elder);
}

const elderSnapshot = () => getLifeData().elder === true;

export function useElderMode(): boolean {
  return useSyncExternalStore(subscribeLifeData, elderSnapshot, elderSnapshot);
}
