import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { ApplicationList } from '../../../features/social-services/components/ApplicationList.tsx';
import { StaffGate } from '../../../features/social-services/components/LoginGate.tsx';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import '../../../features/social-services/socialServices.css';

/** /pagesC/shfw/sqgl: the centre's incoming requests (staff); each opens the detail with its actions. */
export default function InboxScreen() {
  const { t } = useTranslation('socialServices');
  const { isStaff } = useRoles();
  return (
    <>
      <PageHeader title={t('inbox.title')} />
      <div className="ss-page">
        <StaffGate isStaff={isStaff} page="inbox">
          <ApplicationList scope="all" emptyText={t('inbox.empty')} />
        </StaffGate>
      </div>
    </>
  );
}
