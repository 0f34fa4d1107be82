import { List } from 'antd-mobile';
import {
  BellOutline,
  CalendarOutline,
  CheckShieldOutline,
  FileOutline,
  TeamOutline,
  UnorderedListOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useRoles } from '../hooks/useRoles.ts';

/** Me: shortcuts to my service requests and information; the staff pages for social workers. */
export function MeServiceLinks() {
  const { t } = useTranslation(['socialServices', 'alerts']);
  const go = useNavigateOnce();
  const { profile, isStaff } = useRoles();
  if (!profile) return null;
  return (
    <List className="cells" mode="card">
      <List.Item
        prefix={<CalendarOutline />}
        onClick={() => go(paths.socialServicesHistory)}
        data-testid="me-applications"
      >
        {t('me.applications')}
      </List.Item>
      <List.Item
        prefix={<FileOutline />}
        onClick={() => go(paths.socialServicesMine)}
        data-testid="me-services"
      >
        {t('me.services')}
      </List.Item>
      <List.Item prefix={<UserContactOutline />} onClick={() => go(paths.groupMine)} data-testid="me-groups">
        {t('me.groups')}
      </List.Item>
      {isStaff && (
        <>
          <List.Item
            prefix={<BellOutline />}
            onClick={() => go(paths.alertWorkbench)}
            data-testid="me-alert-workbench"
          >
            {t('alerts:workbench.entry')}
          </List.Item>
          <List.Item
            prefix={<UnorderedListOutline />}
            onClick={() => go(paths.socialServicesInbox)}
            data-testid="me-inbox"
          >
            {t('me.inbox')}
          </List.Item>
          <List.Item
            prefix={<TeamOutline />}
            onClick={() => go(paths.socialServicesPerson)}
            data-testid="me-records"
          >
            {t('me.records')}
          </List.Item>
          <List.Item
            prefix={<CheckShieldOutline />}
            onClick={() => go(paths.groupReview)}
            data-testid="me-group-review"
          >
            {t('group.review')}
          </List.Item>
        </>
      )}
    </List>
  );
}
