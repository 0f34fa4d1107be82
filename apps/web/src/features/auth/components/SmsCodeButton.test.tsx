import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

async function press() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('sms-send'));
  });
}

describe('SMS countdown (docs/product.md "Signing in and accounts")', () => {
  it("counts 60 s after a sent code, then offers 'get code' again", async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => true);
    render(<SmsCodeButton onSend={send} />);
    expect(screen.getByTestId('sms-send').textContent).toBe('获取验证码');
    await press();
    expect(screen.getByTestId('sms-send').textContent).toBe('60秒后重新获取');
    expect((screen.getByTestId('sms-send') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('sms-send').textContent).toBe('59秒后重新获取');
    await press();
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 59; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('sms-send').textContent).toBe('获取验证码');
    await press();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not count when the server refused to send', async () => {
    render(<SmsCodeButton onSend={async () => false} />);
    await press();
    expect(screen.getByTestId('sms-send').textContent).toBe('获取验证码');
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    render(<SmsCodeButton onSend={async () => true} seconds={2} />);
    expect(screen.getByTestId('sms-send').textContent).toBe('Get code');
    await press();
    expect(screen.getByTestId('sms-send').textContent).toBe('2 seconds to resend');
  });
});
