import { OPEN_STATUSES } from '@linli/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useHomeSummary } from '../hooks/useHomeSummary.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** The signed-in resident's open requests on the entry page (nothing for visitors). */
export function MyRequestsCard() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const { data } = useHomeSummary();
  const mine = data?.myApplications;
  if (!mine) return null;
  return (
    <section
      className="kit-card ss-card ss-mine"
      data-testid="home-my-requests"
      aria-labelledby="home-my-requests-title"
    >
      <div className="ss-section-head">
        <h2 className="ss-section-head__title" id="home-my-requests-title">
          {t('home.myRequests')}
        </h2>
        <button type="button" className="ss-link" onClick={() => go(paths.socialServicesHistory)}>
          {t('home.viewAll')} <RightOutline aria-hidden="true" />
        </button>
      </div>
      <p className="ss-mine__count" data-testid="home-open-count">
        {mine.open > 0 ? t('home.openCount', { count: mine.open }) : t('home.noOpen')}
      </p>
      <div className="ss-mine__statuses">
        {OPEN_STATUSES.filter((s) => mine.byStatus[s]).map((s) => (
          <span key={s} className="ss-mine__status">
            <StatusBadge status={s} /> × {mine.byStatus[s]}
          </span>
        ))}
      </div>
      <ul className="ss-mine__list">
        {mine.latest.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="ss-row"
              onClick={() => go(withQuery(paths.socialServicesApplication, { id: String(a.id) }))}
            >
              <span className="ss-row__main">{a.projectTitle}</span>
              <StatusBadge status={a.status} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
