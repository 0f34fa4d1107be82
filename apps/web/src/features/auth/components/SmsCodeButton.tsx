import { SMS_RESEND_SECONDS } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../common/hooks/useCountdown.ts';

interface SmsCodeButtonProps {
  /** Sends the code; resolves true when the server accepted, which starts the 60 s countdown. */
  onSend: () => Promise<boolean>;
  seconds?: number;
}

/**
 * docs/product.md "Signing in and accounts": 'get code', then 'X seconds to resend' for 60 s. Not a live
 * region: a count read out every second would talk over the person typing; the code's validity is announced
 * once by SmsCodeExpiry.
 */
export function SmsCodeButton({ onSend, seconds = SMS_RESEND_SECONDS }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const { left, running, start } = useCountdown(seconds);
  const send = async () => {
    if (running) return;
    if (await onSend()) start();
  };
  return (
    <button type="button" className="code-button" onClick={send} disabled={running} data-testid="sms-send">
      {running ? t('sms.resendIn', { count: left }) : t('sms.getCode')}
    </button>
  );
}
