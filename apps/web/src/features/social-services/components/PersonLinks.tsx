import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

/** The record pages of one person; the creation forms only for social workers. */
export function PersonLinks({ personId, staff }: { personId: number; staff: boolean }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const q = { personId: String(personId) };
  const links = [
    ...(staff
      ? [
          { key: 'single', label: t('record.single'), to: paths.socialServicesSingleForm },
          { key: 'visit', label: t('record.home_visit'), to: paths.socialServicesVisitForm },
          { key: 'follow', label: t('record.follow_up'), to: paths.socialServicesFollowUpForm },
        ]
      : []),
    { key: 'list', label: t('record.listTitle'), to: paths.socialServicesServiceList },
    { key: 'details', label: t('record.detail'), to: paths.socialServicesRecordDetail },
    { key: 'stats', label: t('stats.title'), to: paths.socialServicesStats },
    { key: 'health', label: t('health.title'), to: paths.socialServicesHealth },
  ];
  return (
    <nav className="ss-actions" aria-label={t('summary.links')}>
      {links.map((l) => (
        <button
          key={l.key}
          type="button"
          className={`ss-button${staff && ['single', 'visit', 'follow'].includes(l.key) ? '' : ' ss-button--ghost'}`}
          onClick={() => go(withQuery(l.to, q))}
          data-testid={`person-link-${l.key}`}
        >
          {l.label}
        </button>
      ))}
    </nav>
  );
}
