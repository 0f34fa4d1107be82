import { type ServiceGroup, socialServicesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminListScreen } from '../../../features/admin/components/AdminListScreen.tsx';
import { adminListInput } from '../../../features/admin/queries.ts';
import { call } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';

/** Every one, whatever its status, read again each time the list opens (others change them too). */
function useGroups(keyword: string) {
  return usePagedRows(socialServicesRoutes.groups, adminListInput(keyword), { fresh: true });
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
      remove={(id) => call(socialServicesRoutes.removeGroup, { params: { id } })}
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
