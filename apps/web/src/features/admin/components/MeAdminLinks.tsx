import { List } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useIsAdmin } from '../hooks/useAdmin.ts';

/** Me: the entry to the administrators' screens, for administrators only. */
export function MeAdminLinks() {
  const { t } = useTranslation('admin');
  const go = useNavigateOnce();
  const { isAdmin } = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <List className="cells" mode="card">
      <List.Item
        prefix={<SetOutline />}
        description={t('entryHint')}
        onClick={() => go(paths.adminHome)}
        data-testid="me-admin"
      >
        {t('entry')}
      </List.Item>
    </List>
  );
}
