import { LANGUAGES, type Language, type UserProfile } from '@linli/contracts';

/**
 * 'lifeData' in localStorage (docs/product.md "Local storage"): the token and the profile, restored at start,
 * plus the app preferences that must survive a logout (language, elder mode). Never a password.
 */
export const LIFE_DATA_KEY = 'lifeData';

/** The display choices a person makes: they follow the account and survive a logout. */
export interface Preferences {
  language?: Language;
  elder?: boolean;
}

export interface LifeData extends Preferences {
  vuex_token?: string;
  profile?: UserProfile;
  /** The first-launch offer of elder mode was answered (either way): it is not offered again. */
  elderOffered?: boolean;
  /** Each account's own choices on this phone, by user id: signing in brings them back. */
  accounts?: Record<string, Preferences>;
}

function readPreferences(data: Record<string, unknown>): Preferences {
  const preferences: Preferences = {};
  if (LANGUAGES.includes(data.language as Language)) preferences.language = data.language as Language;
  if (typeof data.elder === 'boolean') preferences.elder = data.elder;
  return preferences;
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
    Object.assign(restored, readPreferences(data));
    if (data.elderOffered === true) restored.elderOffered = true;
    if (data.accounts && typeof data.accounts === 'object') {
      const accounts: Record<string, Preferences> = {};
      for (const [id, value] of Object.entries(data.accounts as Record<string, unknown>)) {
        if (/^\d+$/.test(id) && value && typeof value === 'object') {
          accounts[id] = readPreferences(value as Record<string, unknown>);
        }
      }
      if (Object.keys(accounts).length > 0) restored.accounts = accounts;
    }
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

/**
 * Stores the signed-in profile. When it is a different account from the one before (a login), that
 * account's own language and elder-mode choice on this phone come back with it.
 */
export function setProfile(profile: UserProfile): void {
  const switched = state.profile?.userId !== profile.userId;
  const own = switched ? state.accounts?.[String(profile.userId)] : undefined;
  write({ ...state, ...own, profile });
}

/** Logout, 401 and account deletion: the token and the profile go, preferences stay. */
export function clearSession(): void {
  const { vuex_token: _token, profile: _profile, ...preferences } = state;
  write(preferences);
}

/** A choice is the phone's (it stays after logout) and, while signed in, also the account's. */
function savePreference(change: Preferences): void {
  const userId = state.profile?.userId;
  if (userId === undefined) {
    write({ ...state, ...change });
    return;
  }
  const key = String(userId);
  const accounts = { ...state.accounts, [key]: { ...state.accounts?.[key], ...change } };
  write({ ...state, ...change, accounts });
}

export function setLanguagePreference(language: Language): void {
  savePreference({ language });
}

export function setElderPreference(elder: boolean): void {
  savePreference({ elder });
}

export function setElderOffered(): void {
  write({ ...state, elderOffered: true });
}
