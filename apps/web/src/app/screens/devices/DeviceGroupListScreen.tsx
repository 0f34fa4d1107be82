import { groupsRoutes } from '@linli/contracts';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
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
          <button
            type="button"
            className="icon-button"
            onClick={() => go(paths.deviceGroupForm)}
            aria-label={t('groups.add')}
            data-testid="device-group-add"
          >
            <AddOutline aria-hidden="true" />
          </button>
        }
      />
      <div className="dv-page">
        <QueryState
          loading={groups.isPending}
          error={groups.isError}
          errorText={groups.error?.message}
          empty={(groups.data ?? []).length === 0}
          emptyTitle={t('groups.empty')}
          emptyAction={
            <button type="button" className="dv-primary" onClick={() => go(paths.deviceGroupForm)}>
              {t('groups.add')}
            </button>
          }
          onRetry={() => void groups.refetch()}
          testId="device-group-list"
        >
          <ul className="dv-rows" data-testid="device-group-list">
            {(groups.data ?? []).map((g) => {
              const query = { groupId: String(g.groupId) };
              return (
                <li
                  key={g.groupId}
                  className="dv-card-box dv-group"
                  data-testid={`device-group-${g.groupId}`}
                >
                  <div className="dv-group__head">
                    <h2 className="dv-group__name">{g.groupName}</h2>
                    <span className="hint">{t('groups.devices', { count: g.deviceCount })}</span>
                  </div>
                  {g.remark && <p className="hint">{g.remark}</p>}
                  <div className="dv-group__actions">
                    <button
                      type="button"
                      className="dv-secondary"
                      onClick={() => go(withQuery(paths.deviceGroupDevices, query))}
                      data-testid={`device-group-pick-${g.groupId}`}
                    >
                      {t('groups.pick')}
                    </button>
                    <button
                      type="button"
                      className="dv-secondary"
                      onClick={() => go(withQuery(paths.deviceGroupForm, query))}
                      data-testid={`device-group-edit-${g.groupId}`}
                    >
                      {t('groups.edit')}
                    </button>
                    <button
                      type="button"
                      className="dv-secondary dv-secondary--danger"
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
        </QueryState>
      </div>
    </>
  );
}
