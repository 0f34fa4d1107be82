import { type ProductAdmin, productsRoutes } from '@linli/contracts';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { afterProductChange } from '../queries.ts';

type Secret = 'password' | 'secret';
const HIDDEN = '••••••••••••';

/**
 * The product's MQTT credentials, which FastBee firmware is flashed with (docs/devices.md "Products and
 * thing models"): the account in plain sight, the password and the 16-character secret hidden until asked
 * for. Each can be copied, and replaced after a question that says firmware with the old one stops
 * connecting.
 */
export function CredentialsCard({ product }: { product: ProductAdmin }) {
  const { t } = useTranslation('products');
  const [shown, setShown] = useState(false);
  const reset = useApiMutation(productsRoutes.resetCredentials, { invalidates: afterProductChange });

  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('credentials.copied', { label }));
    } catch {
      // No clipboard (an old browser, no permission): the value can still be shown and selected.
      toast(t('credentials.copyFailed'));
    }
  };

  const issue = async (which: Secret) => {
    const ok = await confirm({
      title: t(`credentials.${which}IssueTitle`),
      content: t('credentials.issueConsequence', { count: product.deviceCount }),
      cancelText: t('confirm.cancel'),
      confirmText: t(`credentials.${which}Issue`),
    });
    if (!ok) return;
    reset.mutate(
      { params: { id: product.productId }, body: { reset: which } },
      { onSuccess: () => toast(t(`credentials.${which}Issued`)) },
    );
  };

  const rows: Array<{ key: 'account' | Secret; value: string; hidden: boolean }> = [
    { key: 'account', value: product.mqttAccount, hidden: false },
    { key: 'password', value: product.mqttPassword, hidden: !shown },
    { key: 'secret', value: product.mqttSecret, hidden: !shown },
  ];

  return (
    <section className="kit-card" aria-labelledby="pd-credentials-title" data-testid="product-credentials">
      <div className="kit-spread">
        <h2 className="pd-card__title" id="pd-credentials-title">
          {t('credentials.title')}
        </h2>
        <button
          type="button"
          className="kit-button kit-button--compact"
          aria-pressed={shown}
          onClick={() => setShown((on) => !on)}
          data-testid="credentials-toggle"
        >
          {shown ? <EyeInvisibleOutline aria-hidden="true" /> : <EyeOutline aria-hidden="true" />}
          {shown ? t('credentials.hide') : t('credentials.show')}
        </button>
      </div>
      <p className="kit-hint">{t('credentials.hint')}</p>
      <dl className="pd-facts">
        {rows.map(({ key, value, hidden }) => (
          <div key={key} className="pd-facts__row pd-secret">
            <dt>{t(`credentials.${key}`)}</dt>
            <dd>
              <code className="pd-secret__value" data-testid={`credentials-${key}`}>
                {hidden ? (
                  <>
                    <span className="visually-hidden">{t('credentials.hidden')}</span>
                    <span aria-hidden="true">{HIDDEN}</span>
                  </>
                ) : (
                  value
                )}
              </code>
              <button
                type="button"
                className="kit-button kit-button--compact"
                onClick={() => void copy(t(`credentials.${key}`), value)}
                aria-label={t('credentials.copyLabel', { label: t(`credentials.${key}`) })}
                data-testid={`credentials-copy-${key}`}
              >
                {t('credentials.copy')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <div className="pd-actions">
        {(['password', 'secret'] as const).map((which) => (
          <button
            key={which}
            type="button"
            className="kit-button kit-button--danger"
            onClick={() => void issue(which)}
            disabled={reset.isPending}
            data-testid={`credentials-issue-${which}`}
          >
            {t(`credentials.${which}Issue`)}
          </button>
        ))}
      </div>
    </section>
  );
}
