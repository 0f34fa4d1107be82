import { ApiPath } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { startPreferenceSync } from '../../../lib/preferences.ts';
import { getLifeData } from '../../../lib/storage.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const ok = (data: unknown, extra: object = {}) => ({ body: { code: 200, msg: 'ok', data, ...extra } });

describe('a login on a new phone brings the account’s language and elder mode', () => {
  afterEach(() => document.documentElement.classList.remove('elder'));

  it('password login: the saved English + elder mode apply before the home tab opens', async () => {
    const stop = startPreferenceSync();
    const fake = fakeFetch({
      [ApiPath.authOptions]: ok({
        captchaEnabled: false,
        wechatEnabled: false,
        experienceUsername: 'experience',
      }),
      [ApiPath.captchaImage]: {
        body: { code: 200, msg: 'ok', captchaEnabled: true, uuid: 'u-1', img: 'PHN2Zy8+' },
      },
      [ApiPath.login]: { body: { code: 200, msg: 'ok', token: 'tok-new' } },
      [ApiPath.profile]: ok({ userId: 3, userName: 'li_wei', nickName: '李伟', experience: false }),
      [ApiPath.userPreferences]: ok({ language: 'en-US', elderMode: true }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    const { router } = renderApp(paths.login);
    await screen.findByAltText('图形验证码');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'li_wei' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    const read = fake.calls.find((c) => c.url === `/api${ApiPath.userPreferences}`);
    expect((read?.init.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok-new');
    expect(currentLanguage()).toBe('en-US');
    expect(getLifeData()).toMatchObject({ language: 'en-US', elder: true });
    expect(document.documentElement.classList.contains('elder')).toBe(true);
    // Applying what the account holds sends nothing back.
    expect(fake.calls.filter((c) => c.init.method === 'PUT')).toEqual([]);
    stop();
  });
});
