import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_WARNING_SECONDS, useCodeExpiry } from '../hooks/useCodeExpiry.ts';
import { SmsCodeExpiry } from './SmsCodeExpiry.tsx';

function Harness() {
  const expiry = useCodeExpiry(300);
  return (
    <>
      <button type="button" onClick={expiry.start}>
        sent
      </button>
      <SmsCodeExpiry state={expiry.state} expiresAt={expiry.expiresAt} />
    </>
  );
}

describe('SMS code validity (warn before it ends)', () => {
  afterEach(() => vi.useRealTimers());

  it('says until when the code works, warns a minute before, then says it expired', async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 1, 10, 0, 0) });
    render(<Harness />);
    const status = screen.getByTestId('sms-expiry');
    expect(status.getAttribute('data-state')).toBe('idle');
    expect(status.textContent).toBe('');
    await act(async () => screen.getByText('sent').click());
    expect(status.textContent).toBe('验证码 10:05 前有效');
    await act(async () => vi.advanceTimersByTime((300 - CODE_WARNING_SECONDS) * 1000 - 1));
    expect(status.getAttribute('data-state')).toBe('valid');
    await act(async () => vi.advanceTimersByTime(1));
    expect(status.getAttribute('data-state')).toBe('soon');
    expect(status.textContent).toContain('10:05 失效');
    await act(async () => vi.advanceTimersByTime(CODE_WARNING_SECONDS * 1000));
    expect(status.textContent).toBe('验证码已失效，请重新获取');
  });
});
