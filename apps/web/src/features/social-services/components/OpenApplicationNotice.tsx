import type { ApplicationSummary } from '@linli/contracts';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { formatDateTime } from '../../common/dateTime.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

/**
 * The application form opened while the resident already has an open request for the project: the server
 * would refuse a second one (APPLICATION_DUPLICATE), so this says so first, instead of a form to fill in
 * for nothing, and opens the request there is.
 */
export function OpenApplicationNotice({ open }: { open: ApplicationSummary }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  return (
    <section className="query-state" data-testid="apply-open-already" aria-labelledby="apply-open-title">
      <InformationCircleOutline className="query-state__icon" aria-hidden="true" />
      <h2 id="apply-open-title">{t('apply.openAlreadyTitle')}</h2>
      <p>
        {t('apply.openAlreadyText', {
          date: formatDateTime(open.createdAt),
          status: t(`status.${open.status}`),
        })}
      </p>
      <button
        type="button"
        className="ss-button"
        onClick={() => go(withQuery(paths.socialServicesApplication, { id: String(open.id) }))}
        data-testid="apply-open-view"
      >
        {t('apply.openAlreadyView')}
      </button>
    </section>
  );
}
