import { EnvironmentOutline, PhoneFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../common/hooks/useAppInfo.ts';

/**
 * How a resident gets assessed: an assessor of the centre does it, so the way in is the centre itself, its
 * phone as a real tel: link and its address (the server's configuration, as on About).
 */
export function HowToGetAssessed() {
  const { t } = useTranslation('assessments');
  const { data: info } = useAppInfo();
  const phone = info?.contactPhone;
  const address = info?.contactAddress;
  return (
    <section className="as-howto" aria-labelledby="as-howto-title" data-testid="assessment-how-to">
      <h2 id="as-howto-title" className="as-howto__title">
        {t('howTo.title')}
      </h2>
      <p>{t('howTo.text')}</p>
      {phone ? (
        <a
          className="as-button as-button--primary as-button--wide as-howto__call"
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          data-testid="assessment-how-to-call"
        >
          <PhoneFill aria-hidden="true" /> {t('howTo.call', { phone })}
        </a>
      ) : (
        <p data-testid="assessment-how-to-desk">{t('howTo.noPhone')}</p>
      )}
      {address && (
        <p className="as-howto__address" data-testid="assessment-how-to-address">
          <EnvironmentOutline aria-hidden="true" /> {t('howTo.address', { address })}
        </p>
      )}
    </section>
  );
}
