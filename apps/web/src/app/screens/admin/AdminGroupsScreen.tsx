import type { ServiceGroup } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys } from '../../../features/admin/api/adminApi.ts';
import { AdminListScreen } from '../../../features/admin/components/AdminListScreen.tsx';
import { paths } from '../../paths.ts';

/** /pagesD/admin/groups: every housing/service group, with edit and delete. */
export default function AdminGroupsScreen() {
  const { t } = useTranslation('admin');
  return (
    <AdminListScreen<ServiceGroup>
      title={t('group.listTitle')}
      noun="group"
      formPath={paths.adminGroup}
      listKey={adminKeys.groups}
      readPage={adminApi.groups}
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
