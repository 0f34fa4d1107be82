import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/renderOutsideRoutes.tsx';
import { useCaptcha } from '../hooks/useCaptcha.ts';
import { CaptchaField } from './CaptchaField.tsx';

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

/** Audio standing in for the browser's: records what it was asked to play; `play` fails when told to. */
function fakeAudio(fails = false) {
  const played: string[] = [];
  class FakeAudio {
    constructor(readonly src: string) {}
    play() {
      if (fails) return Promise.reject(new Error('NotAllowedError'));
      played.push(this.src);
      return Promise.resolve();
    }
  }
  return { FakeAudio, played };
}

const spokenCaptcha = {
  code: 200,
  msg: 'ok',
  captchaEnabled: true,
  uuid: 'u-2',
  img: 'PHN2Zz4=',
  audio: 'UklGRg==',
};

describe("the captcha's spoken alternative", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("'read it to me' fetches a new code in spoken form, shows its picture and plays the server's recording", async () => {
    const audio = fakeAudio();
    vi.stubGlobal('Audio', audio.FakeAudio);
    const fetch = captchaFetch(spokenCaptcha);
    vi.stubGlobal('fetch', fetch.fetch);
    renderAt(<Harness />);
    await vi.waitFor(() => expect(screen.getByTestId('uuid').textContent).toBe('u-2'));
    expect(audio.played).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByTestId('captcha-speak'));
    });
    await vi.waitFor(() => expect(audio.played).toEqual(['data:audio/wav;base64,UklGRg==']));
    expect(fetch.calls.some((url) => url.includes('spoken=1'))).toBe(true);
    expect(screen.getByTestId('captcha-heard').textContent).toBe('正在播放验证码（4位数字），听完请输入');
  });

  it('says so, and offers another way in, where the sound cannot be played', async () => {
    vi.stubGlobal('Audio', fakeAudio(true).FakeAudio);
    vi.stubGlobal('fetch', captchaFetch(spokenCaptcha).fetch);
    renderAt(<Harness />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('captcha-speak'));
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('captcha-heard').textContent).toBe(
        '无法播放声音。请点图片换一张，或改用短信验证码登录',
      ),
    );
  });
});
