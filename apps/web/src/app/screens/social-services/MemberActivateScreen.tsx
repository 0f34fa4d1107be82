import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { LoginGate } from '../../../features/social-services/components/LoginGate.tsx';
import { MemberDetails } from '../../../features/social-services/components/MemberCard.tsx';
import { MembershipForm } from '../../../features/social-services/components/MembershipForm.tsx';
import { useMembership } from '../../../features/social-services/hooks/useMembership.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

function Activation() {
  const { t } = useTranslation('socialServices');
  const { profile } = useRoles();
  const query = useMembership();
  return (
    <QueryData query={query} testId="member">
      {(membership) =>
        membership.active ? (
          <section className="kit-card ss-card ss-member ss-member--active" data-testid="member-already">
            <h2 className="ss-member__title">{t('member.already')}</h2>
            <p className="ss-member__no">{t('member.no', { no: membership.memberNo })}</p>
            <MemberDetails status={membership} />
          </section>
        ) : (
          <>
            <p className="ss-muted">{t('member.benefit')}</p>
            <MembershipForm profile={profile} />
          </>
        )
      }
    </QueryData>
  );
}

/** /pagesB/member/activate: an ordinary member activates membership (login required). */
export default function MemberActivateScreen() {
  const { t } = useTranslation('socialServices');
  return (
    <>
      <PageHeader title={t('member.activate')} />
      <div className="ss-page">
        <LoginGate>
          <Activation />
        </LoginGate>
      </div>
    </>
  );
}
