import { TextOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { declineElderOffer, setElderMode, useElderOfferPending } from '../../../lib/preferences.ts';

/**
 * The first-launch offer of elder mode: a card in the page, not a pop-up, so nothing covers the
 * screen that the person did not ask for. Answered either way, it does not come back.
 */
export function ElderOffer() {
  const { t } = useTranslation();
  const pending = useElderOfferPending();
  if (!pending) return null;
  return (
    <section className="elder-offer" aria-labelledby="elder-offer-title" data-testid="elder-offer">
      <h2 className="elder-offer__title" id="elder-offer-title">
        <TextOutline aria-hidden="true" /> {t('elder.offerTitle')}
      </h2>
      <p className="elder-offer__text">{t('elder.offerText')}</p>
      <div className="elder-offer__actions">
        <button
          type="button"
          className="elder-offer__accept"
          onClick={() => setElderMode(true)}
          data-testid="elder-offer-accept"
        >
          {t('elder.offerAccept')}
        </button>
        <button
          type="button"
          className="elder-offer__decline"
          onClick={declineElderOffer}
          data-testid="elder-offer-decline"
        >
          {t('elder.offerDecline')}
        </button>
      </div>
    </section>
  );
}
