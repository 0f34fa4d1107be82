import { groupsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { DeviceImage } from '../../../features/devices/components/DeviceImage.tsx';
import { StatusBadge } from '../../../features/devices/components/StatusBadge.tsx';
import { useIdParam, useMyDevices } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { afterGroupChange } from '../../../features/groups/queries.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';

/** /pagesA/list/home/deviceGroup/deviceList?groupId=: tick the devices of a group. */
export default function DeviceGroupDevicesScreen() {
  const { t } = useTranslation('devices');
  const groupId = useIdParam('groupId') ?? 0;
  const back = useGoBack(paths.deviceGroupList);
  // A group may hold any of them (FastBee shows up to 20, docs/fastbee.md "Groups"): one page covers all.
  const devices = useMyDevices();
  const chosen = useData(groupsRoutes.deviceIds, { params: { id: groupId } }, { enabled: groupId > 0 });
  const saving = useApiMutation(groupsRoutes.setDevices, { invalidates: afterGroupChange });
  const [picked, setPicked] = useState<Set<number>>();
  const selected = picked ?? new Set(chosen.data ?? []);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  const save = () =>
    saving.mutate(
      { body: { groupId, deviceIds: [...selected] } },
      {
        onSuccess: () => {
          toast(t('groups.saved'));
          back();
        },
      },
    );
  return (
    <>
      <PageHeader title={t('groups.pickTitle')} />
      <div className="dv-page">
        <QueryState
          loading={devices.isPending || (groupId > 0 && chosen.isPending)}
          error={groupId === 0 || devices.isError || chosen.isError}
          errorText={devices.error?.message || chosen.error?.message}
          empty={(devices.data ?? []).length === 0}
          emptyTitle={t('groups.pickEmpty')}
          onRetry={() => {
            void devices.refetch();
            void chosen.refetch();
          }}
          testId="device-group-devices"
        >
          <p className="hint" aria-live="polite">
            {t('groups.selected', { count: selected.size })}
          </p>
          <ul className="kit-list dv-rows">
            {(devices.data ?? []).map((d) => (
              <li key={d.deviceId}>
                <label className={`dv-pick${selected.has(d.deviceId) ? ' dv-pick--on' : ''}`}>
                  <input
                    type="checkbox"
                    checked={selected.has(d.deviceId)}
                    onChange={() => toggle(d.deviceId)}
                    data-testid={`device-group-device-${d.deviceId}`}
                  />
                  <DeviceImage imgUrl={d.imgUrl} deviceType={d.deviceType} />
                  <span className="dv-pick__text">
                    <span className="dv-pick__name">{d.deviceName}</span>
                    <StatusBadge status={d.status} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="kit-button kit-button--primary kit-button--large"
            onClick={() => void save()}
            data-testid="device-group-devices-save"
          >
            {t('groups.pickSave')}
          </button>
        </QueryState>
      </div>
    </>
  );
}
