import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/queryClient.ts';
import { useCaptcha } from '../hooks/useCaptcha.ts';
import { CaptchaField } from './CaptchaField.tsx';

/** The providers and a memory router around one element (kept local: the app's route table is not needed). */
function renderAt(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** fetch answering every captcha request with `body`, recording the URLs asked for. */
function captchaFetch(body: unknown) {
  const calls: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

function Harness() {
  const captcha = useCaptcha();
  return (
    <>
      <CaptchaField captcha={captcha} value="" onChange={() => undefined} />
      <output data-testid="uuid">{captcha.uuid}</output>
    </>
  );
}

describe("the captcha's spoken alternative", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("'read it to me' fetches a new code in spoken form, shows its picture and reads it slowly", async () => {
    const spoken: SpeechSynthesisUtterance[] = [];
    vi.stubGlobal('speechSynthesis', {
      cancel: vi.fn(),
      speak: (u: SpeechSynthesisUtterance) => spoken.push(u),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        rate = 1;
        constructor(readonly text: string) {}
      },
    );
    const fetch = captchaFetch({
      code: 200,
      msg: 'ok',
      captchaEnabled: true,
      uuid: 'u-2',
      img: 'PHN2Zz4=',
      spoken: ['a', '7', 'k', 'm'],
    });
    vi.stubGlobal('fetch', fetch.fetch);
    renderAt(<Harness />);
    await vi.waitFor(() => expect(screen.getByTestId('uuid').textContent).toBe('u-2'));
    expect(spoken).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByTestId('captcha-speak'));
    });
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]?.text).toBe('验证码是 a，7，k，m');
    expect(spoken[0]?.lang).toBe('zh-CN');
    expect(spoken[0]?.rate).toBeLessThan(1);
    expect(fetch.calls.some((url) => url.includes('spoken=1'))).toBe(true);
    expect(screen.getByTestId('uuid').textContent).toBe('u-2');
    // Spoken, so not also written on screen.
    expect(screen.getByTestId('captcha-written').textContent).toBe('');
  });

  it('writes the characters out where the browser cannot speak', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const fetch = captchaFetch({
      code: 200,
      msg: 'ok',
      captchaEnabled: true,
      uuid: 'u-3',
      img: 'PHN2Zz4=',
      spoken: ['x', '4', 'p', 'q'],
    });
    vi.stubGlobal('fetch', fetch.fetch);
    renderAt(<Harness />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('captcha-speak'));
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('captcha-written').textContent).toBe('验证码是：x 4 p q'),
    );
  });
});
