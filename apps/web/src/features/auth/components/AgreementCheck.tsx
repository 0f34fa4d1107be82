import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { agreementPath } from '../agreement.ts';

interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/**
 * docs/product.md "Signing in and accounts": the agreement must be read and ticked before login or
 * registration.
 */
export function AgreementCheck({ checked, onChange, error }: AgreementCheckProps) {
  const { t } = useTranslation('auth');
  const go = useNavigateOnce();
  const language = currentLanguage();
  const open = (doc: 'agreement' | 'privacy') => {
    const title = doc === 'agreement' ? t('agreement.userAgreement') : t('agreement.privacyPolicy');
    go(agreementPath(doc, language, title));
  };
  return (
    <div className={`agreement${error ? ' agreement--invalid' : ''}`}>
      <div className="agreement__row">
        <label className="agreement__check">
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            data-testid="agreement-checkbox"
            aria-describedby={error ? 'agreement-error' : undefined}
          />
          <span>{t('agreement.prefix')}</span>
        </label>
        <button type="button" className="link-button" onClick={() => open('agreement')}>
          {t('agreement.userAgreementLink')}
        </button>
        <span>{t('agreement.and')}</span>
        <button type="button" className="link-button" onClick={() => open('privacy')}>
          {t('agreement.privacyPolicyLink')}
        </button>
      </div>
      {error && (
        <p className="field__error" id="agreement-error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}
