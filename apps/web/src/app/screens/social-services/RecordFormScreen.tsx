import type { RecordKind } from '@linli/contracts';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { StaffGate } from '../../../features/social-services/components/LoginGate.tsx';
import { RecordForm } from '../../../features/social-services/components/RecordForm.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { paths } from '../../../lib/paths.ts';
import '../../../features/social-services/socialServices.css';

const KIND_BY_PATH: Record<string, RecordKind> = {
  [paths.socialServicesSingleForm]: 'single',
  [paths.socialServicesVisitForm]: 'home_visit',
  [paths.socialServicesFollowUpForm]: 'follow_up',
};

/**
 * dxfwcj / sswbfwcj / fxfwcj?personId=: the three record forms share one screen; titles blank
 * (docs/product.md "Screens and routes").
 */
export default function RecordFormScreen() {
  const { pathname } = useLocation();
  const personId = useNumberParam('personId');
  const { isStaff } = useRoles();
  const kind = KIND_BY_PATH[pathname] ?? 'single';
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <StaffGate isStaff={isStaff} page="record">
          <RecordForm key={kind} kind={kind} personId={personId} />
        </StaffGate>
      </div>
    </>
  );
}
