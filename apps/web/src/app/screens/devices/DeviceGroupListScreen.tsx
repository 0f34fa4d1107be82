import { groupsRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AddFirstButton, HeaderAddButton } from '../../../features/common/components/AddButtons.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { afterGroupChange, everyGroup } from '../../../features/groups/queries.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useRows } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';

/** /pagesA/list/home/deviceGroup/list: my device groups; edit, choose devices, delete. */
export default function DeviceGroupListScreen() {
  const { t } = useTranslation('devices');
  const go = useNavigateOnce();
  const groups = useRows(groupsRoutes.list, everyGroup);
  const removal = useApiMutation(groupsRoutes.remove, { invalidates: afterGroupChange });
  const remove = async (groupId: number, name: string) => {
    const yes = await confirm({
      content: t('groups.deleteConfirm', { name }),
      cancelText: t('info.cancel'),
      confirmText: t('info.confirm'),
    });
    if (!yes) return;
    removal.mutate({ params: { id: groupId } }, { onSuccess: () => toast(t('groups.deleted')) });
  };
  return (
    <>
      <PageHeader
        title={t('groups.title')}
        right={
          <HeaderAddButton
            label={t('groups.add')}
            onClick={() => go(paths.deviceGroupForm)}
            testId="device-group-add"
          />
        }
      />
      <div className="dv-page">
        <QueryData
          query={groups}
          empty={groups.data?.length === 0}
          emptyTitle={t('groups.empty')}
          emptyAction={<AddFirstButton label={t('groups.add')} onClick={() => go(paths.deviceGroupForm)} />}
          testId="device-group-list"
        >
          {(rows) => (
            <ul className="kit-list dv-rows" data-testid="device-group-list">
              {rows.map((g) => {
                const query = { groupId: String(g.groupId) };
                return (
                  <li key={g.groupId} className="kit-card dv-group" data-testid={`device-group-${g.groupId}`}>
                    <div className="dv-group__head">
                      <h2 className="dv-group__name">{g.groupName}</h2>
                      <span className="hint">{t('groups.devices', { count: g.deviceCount })}</span>
                    </div>
                    {g.remark && <p className="hint">{g.remark}</p>}
                    <div className="dv-group__actions">
                      <button
                        type="button"
                        className="kit-button"
                        onClick={() => go(withQuery(paths.deviceGroupDevices, query))}
                        data-testid={`device-group-pick-${g.groupId}`}
                      >
                        {t('groups.pick')}
                      </button>
                      <button
                        type="button"
                        className="kit-button"
                        onClick={() => go(withQuery(paths.deviceGroupForm, query))}
                        data-testid={`device-group-edit-${g.groupId}`}
                      >
                        {t('groups.edit')}
                      </button>
                      <button
                        type="button"
                        className="kit-button kit-button--danger"
                        onClick={() => void remove(g.groupId, g.groupName)}
                        data-testid={`device-group-delete-${g.groupId}`}
                      >
                        {t('groups.delete')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryData>
      </div>
    </>
  );
}
