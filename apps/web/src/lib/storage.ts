import { LANGUAGES, type Language, type UserProfile } from '@linli/contracts';

/**
 * 'lifeData' in localStorage (SPEC §3): the token and the profile, restored at start, plus the app
 * preferences that must survive a logout (language, elder mode). Never a password.
 */
export const LIFE_DATA_KEY = 'lifeData';

export interface LifeData {
  vuex_token?: string;
  profile?: UserProfile;
  language?: Language;
  elder?: boolean;
}

type Listener = () => void;

let state: LifeData = {};
const listeners = new Set<Listener>();

function read(): LifeData {
  try {
    const raw = globalThis.localStorage?.getItem(LIFE_DATA_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const data = parsed as Record<string, unknown>;
    const restored: LifeData = {};
    if (typeof data.vuex_token === 'string' && data.vuex_token) restored.vuex_token = data.vuex_token;
    if (data.profile && typeof data.profile === 'object') restored.profile = data.profile as UserProfile;
    if (LANGUAGES.includes(data.language as Language)) restored.language = data.language as Language;
    if (typeof data.elder === 'boolean') restored.elder = data.elder;
    return restored;
  } catch {
    return {};
  }
}

function write(next: LifeData): void {
  state = next;
  try {
    globalThis.localStorage?.setItem(LIFE_DATA_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the session still works in memory.
  }
  for (const listener of listeners) listener();
}

/** Reads lifeData back from localStorage; called once at start (and by tests). */
export function restoreLifeData(): LifeData {
  state = read();
  for (const listener of listeners) listener();
  return state;
}

export function getLifeData(): LifeData {
  return state;
}

export function subscribeLifeData(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | undefined {
  return state.vuex_token;
}

export function setToken(token: string): void {
  write({ ...state, vuex_token: token });
}

export function setProfile(profile: UserProfile): void {
  write({ ...state, profile });
}

/** Logout, 401 and account deletion: the token and the profile go, preferences stay. */
export function clearSession(): void {
  const { vuex_token: _token, profile: _profile, ...preferences } = state;
  write(preferences);
}

export function setLanguagePreference(language: Language): void {
  write({ ...state, language });
}

export function setElderPreference(elder: boolean): void {
  write({ ...state, elder });
}
