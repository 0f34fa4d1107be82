import type { MembershipStatus } from '@linli/contracts';
import { CheckCircleOutline, UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { formatDateTime } from '../../common/dateTime.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useMembership } from '../hooks/useMembership.ts';
import { useRoles } from '../hooks/useRoles.ts';
import '../socialServices.css';
import '../groups.css';

/** What an active membership shows: number, real name, phone, the masked ID card, since when. */
export function MemberDetails({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation('socialServices');
  return (
    <dl className="ss-dl" data-testid="member-details">
      <dt>{t('member.realName')}</dt>
      <dd>{status.realName}</dd>
      <dt>{t('member.phone')}</dt>
      <dd>{status.phone}</dd>
      <dt>{t('member.idCard')}</dt>
      <dd>{status.idCardMasked}</dd>
    </dl>
  );
}

/**
 * Me: the member-status card; a visitor sees nothing, a resident who is not a member the way to activate.
 * The centre's staff and administrators are not offered membership: it is for the residents they serve.
 */
export function MemberCard() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const { isStaff } = useRoles();
  const query = useMembership();
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <section className="kit-card ss-card ss-member" role="alert" data-testid="member-card-error">
        <p className="ss-muted">
          <span aria-hidden="true">⚠ </span>
          {query.error.message || t('member.loadFailed')}
        </p>
        <button type="button" className="ss-button ss-button--ghost" onClick={() => void query.refetch()}>
          {t('member.retry')}
        </button>
      </section>
    );
  }
  const status = query.data;
  if (status.active) {
    return (
      <section className="kit-card ss-card ss-member ss-member--active" data-testid="member-card">
        <div className="ss-section-head">
          <h2 className="ss-member__title">
            <CheckCircleOutline aria-hidden="true" /> {t('member.active')}
          </h2>
          <span className="ss-member__no" data-testid="member-no">
            {t('member.no', { no: status.memberNo })}
          </span>
        </div>
        <p className="ss-muted">
          {t('member.since', { date: formatDateTime(status.activatedAt).slice(0, 10) })}
        </p>
        <MemberDetails status={status} />
      </section>
    );
  }
  if (isStaff) return null;
  return (
    <section className="kit-card ss-card ss-member" data-testid="member-card">
      <h2 className="ss-member__title">{t('member.inactive')}</h2>
      <p className="ss-muted">{t('member.benefit')}</p>
      <button
        type="button"
        className="ss-button ss-button--block"
        onClick={() => go(paths.memberActivate)}
        data-testid="member-activate"
      >
        <UserAddOutline aria-hidden="true" /> {t('member.activate')}
      </button>
    </section>
  );
}
