import { useSyncExternalStore } from 'react';
import { getLifeData, type LifeData, subscribeLifeData } from './storage.ts';

/** The stored lifeData as React state: screens re-render on login, logout and 401. */
export function useLifeData(): LifeData {
  return useSyncExternalStore(subscribeLifeData, getLifeData, getLifeData);
}

export function useToken(): string | undefined {
  return useLifeData().vuex_token;
}
