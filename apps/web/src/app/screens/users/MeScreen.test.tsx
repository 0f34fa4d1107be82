import { ApiPath } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { getToken, setToken } from '../../../lib/storage.ts';
import { aProfile } from '../../../test/profile.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const ok = (data?: unknown) => ({ body: { code: 200, msg: 'ok', data } });

const profile = aProfile({ userId: 8, userName: 'wu_fang', nickName: '吴芳', phonenumber: '13800138008' });

async function tap(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('deleting the account from the Me tab', () => {
  beforeEach(() => setToken('tok-me'));

  it('a wrong password is said in the dialog and deletes nothing; the right one ends the session', async () => {
    const fake = fakeFetch({
      [ApiPath.profile]: ok(profile),
      // The server's answer (modules/users): a password it refuses is named as the field.
      [ApiPath.unsubscribe]: (init: RequestInit) =>
        (JSON.parse(String(init.body)) as { password?: string }).password === 'right-pass-1'
          ? ok()
          : { body: { code: 500, msg: '密码错误', errorCode: 'PASSWORD_WRONG', field: 'password' } },
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderApp(paths.tabUser);
    await tap(await screen.findByTestId('delete-account'));

    fireEvent.change(screen.getByTestId('delete-password'), { target: { value: 'wrong-pass-1' } });
    await tap(screen.getByText('确认注销'));
    expect(await screen.findByText('密码错误')).toBeTruthy();
    expect(getToken()).toBe('tok-me');

    fireEvent.change(screen.getByTestId('delete-password'), { target: { value: 'right-pass-1' } });
    await tap(screen.getByText('确认注销'));
    await waitFor(() => expect(getToken()).toBeUndefined());
    expect(fake.calls.filter((call) => call.url.endsWith(ApiPath.unsubscribe))).toHaveLength(2);
  });
});
