import type { ServiceGroup } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys } from '../../../features/admin/api/adminApi.ts';
import { AdminListScreen } from '../../../features/admin/components/AdminListScreen.tsx';
import { usePagedList } from '../../../features/social-services/hooks/useShfwQuery.ts';
import { paths } from '../../../lib/paths.ts';

/** Every one, whatever its status, read again each time the list opens (others change them too). */
function useGroups(keyword: string) {
  const { i18n } = useTranslation();
  return usePagedList(
    adminKeys.groups(keyword, i18n.language),
    (n) => adminApi.groups(keyword, n),
    true,
    true,
  );
}

/** /pagesD/admin/groups: every housing/service group, with edit and delete. */
export default function AdminGroupsScreen() {
  const { t } = useTranslation('admin');
  return (
    <AdminListScreen<ServiceGroup>
      title={t('group.listTitle')}
      noun="group"
      formPath={paths.adminGroup}
      useList={useGroups}
      remove={adminApi.removeGroup}
      rowOf={(g) => ({
        title: g.name,
        cover: g.cover,
        status: t(`groupStatus.${g.status}`),
        muted: g.status !== 'open',
        meta: [`#${g.id}`, t(`groupKind.${g.kind}`), t('list.members', { count: g.memberCount })],
      })}
    />
  );
}
