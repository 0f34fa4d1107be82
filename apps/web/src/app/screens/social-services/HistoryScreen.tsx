import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { ApplicationList } from '../../../features/social-services/components/ApplicationList.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { paths } from '../../../lib/paths.ts';
import '../../../features/social-services/socialServices.css';

/** /pages/fwjz/jjjnsq appointment history: the resident's requests by status; each opens its timeline. */
export default function HistoryScreen() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  return (
    <>
      <PageHeader title={t('history.title')} />
      <div className="ss-page">
        <LoginGate>
          <ApplicationList
            scope="my"
            emptyText={t('history.empty')}
            emptyAction={
              <button
                type="button"
                className="ss-button ss-button--ghost"
                onClick={() => go(paths.socialServicesProjects)}
              >
                {t('history.browse')}
              </button>
            }
          />
        </LoginGate>
      </div>
    </>
  );
}
