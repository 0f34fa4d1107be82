import { EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type DemoIds, type Mode, type Role, readDemoIds } from './a11y-routes.ts';
import type { PhoneOptions } from './browser.ts';
import type { Journey } from './journey.ts';
import { watchPage } from './settle.ts';
import { watchData } from './tour-data.ts';
import { listenForMissingKeys } from './tour-record.ts';

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, [string, string]> = {
  experience: [EXPERIENCE_USERNAME, EXPERIENCE_PASSWORD],
  worker: ['worker', 'Worker#2026'],
  admin: ['admin', 'Admin#2026'],
};

export const ROLES: Role[] = ['visitor', 'experience', 'worker', 'admin'];
export const MODES: Mode[] = ['standard', 'elder'];

/** A key screen of the accessibility journeys: who opens it, where, and its main controls. */
export interface KeyScreen {
  name: string;
  role: Role;
  url: string;
  main: string;
}

/**
 * The accessibility journeys' callers: each role logs in once (through the API, with the captcha answered from
 * the server's database as the other journeys do) and its token is reused by every phone opened for it.
 */
export function createA11ySession(journey: Journey) {
  const tokens = new Map<Role, string>();
  let ids: DemoIds | undefined;

  async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${journey.server.url}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  }

  async function logIn(username: string, password: string): Promise<string> {
    const captcha = await api<{ uuid: string }>('GET', '/captchaImage');
    const code = journey.server.captchaAnswer(captcha.uuid);
    const result = await api<{ code: number; token?: string; msg: string }>('POST', '/login', {
      username,
      password,
      code,
      uuid: captcha.uuid,
    });
    if (result.code !== 200 || !result.token) throw new Error(`login ${username}: ${result.msg}`);
    return result.token;
  }

  return {
    /** Logs every role in and makes an assessment draft to fill (the fourth key screen). */
    async prepare(): Promise<void> {
      for (const [role, [username, password]] of Object.entries(ACCOUNTS)) {
        tokens.set(role as Role, await logIn(username, password));
      }
      const draft = await api<{ code: number; data?: { id: number } }>(
        'POST',
        '/assessment/records',
        { type: 'elderly-ability', subject: { subjectType: 'person', subjectName: '陈秀英' } },
        tokens.get('worker'),
      );
      expect(draft.code).toBe(200);
      ids = readDemoIds(journey.server.dataDir);
    },

    get ids(): DemoIds {
      if (!ids) throw new Error('prepare() first');
      return ids;
    },

    /**
     * A phone in the given role and mode: lifeData written before the app starts, then reloaded. The sweep
     * measures with the system's reduced-motion setting on unless told otherwise (what it checks is the
     * settled screen; one pass with motion checks the animated app settles to the same).
     */
    async openPhone(
      role: Role,
      mode: Mode,
      language = 'zh-CN',
      reducedMotion: PhoneOptions['reducedMotion'] = 'reduce',
    ): Promise<Page> {
      const { page } = await journey.newPhone({ reducedMotion });
      watchPage(page);
      // The screenshot tour needs every API reply from the first one on (what the data holds, tour-data.ts).
      watchData(page);
      listenForMissingKeys(page);
      await page.goto('/');
      const lifeData = {
        ...(tokens.get(role) ? { vuex_token: tokens.get(role) } : {}),
        language,
        elder: mode === 'elder',
        elderOffered: true,
      };
      await page.evaluate((data) => localStorage.setItem('lifeData', JSON.stringify(data)), lifeData);
      await page.reload();
      return page;
    },

    /** The four key screens (home, a device, a service application, an assessment) and what to measure. */
    keyScreens(): KeyScreen[] {
      const demo = this.ids;
      return [
        { name: 'home', role: 'experience', url: '/', main: '.elder-tile, .tab-bar__item' },
        {
          name: 'device',
          role: 'experience',
          url: `/pagesA/device/detail?deviceId=${demo.deviceId}`,
          main: '.page-header .icon-button, .adm-switch',
        },
        {
          name: 'apply',
          role: 'experience',
          url: `/pages/fwjz/fwxqsq?projectId=${demo.projectId}`,
          main: '.page-header .icon-button, button[type="submit"], .adm-button-primary',
        },
        {
          name: 'assessment',
          role: 'worker',
          url: `/pagesA/assessment/fill?id=${demo.draftAssessmentId}`,
          main: '.page-header .icon-button',
        },
      ];
    },
  };
}
