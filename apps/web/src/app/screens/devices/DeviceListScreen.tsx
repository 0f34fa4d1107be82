import { devicesRoutes, groupsRoutes } from '@linli/contracts';
import { AppstoreOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFirstButton, HeaderAddButton } from '../../../features/common/components/AddButtons.tsx';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { PullRefresh } from '../../../features/common/components/PullRefresh.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { DeviceCard } from '../../../features/devices/components/DeviceCard.tsx';
import { RealtimeBadge } from '../../../features/devices/components/RealtimeBadge.tsx';
import { useLiveStatuses } from '../../../features/devices/hooks/useLive.ts';
import { DEVICE_PAGE_SIZE } from '../../../features/devices/queries.ts';
import { GroupTabs } from '../../../features/groups/components/GroupTabs.tsx';
import { everyGroup } from '../../../features/groups/queries.ts';
import { ShareInvitations } from '../../../features/shares/components/ShareInvitations.tsx';
import { paths, withQuery } from '../../../lib/paths.ts';
import { usePagedRows, useRows } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';

/** /pagesA/device/list: my devices by group, live status, pull-to-refresh, infinite scroll. */
export default function DeviceListScreen() {
  const { t } = useTranslation('devices');
  const go = useNavigateOnce();
  const [groupId, setGroupId] = useState(0);
  const groups = useRows(groupsRoutes.list, everyGroup);
  const list = usePagedRows(
    devicesRoutes.shortList,
    { query: { groupId: groupId || undefined } },
    { pageSize: DEVICE_PAGE_SIZE },
  );
  const live = useLiveStatuses(list.items);
  return (
    <>
      <PageHeader
        title={t('list.title')}
        right={
          <HeaderAddButton label={t('list.add')} onClick={() => go(paths.deviceAdd)} testId="device-add" />
        }
      />
      <div className="dv-page dv-page--list">
        <ShareInvitations />
        {/* One row of controls above the cards, so the first device shows without scrolling. */}
        <div className="dv-listbar">
          <GroupTabs groups={groups.data ?? []} value={groupId} onChange={setGroupId} />
          <button
            type="button"
            className="kit-button kit-button--compact dv-listbar__groups"
            onClick={() => go(paths.deviceGroupList)}
            data-testid="device-groups"
          >
            <AppstoreOutline aria-hidden="true" /> {t('list.groups')}
          </button>
        </div>
        <PullRefresh onRefresh={() => Promise.all([list.refetch(), groups.refetch()])}>
          <PagedList
            list={list}
            errorText={t('list.error')}
            emptyTitle={t('list.empty')}
            emptyText={t('list.emptyHint')}
            emptyAction={<AddFirstButton label={t('list.add')} onClick={() => go(paths.deviceAdd)} />}
            testId="device-list"
          >
            <div className="dv-listmeta">
              <p className="hint dv-count">{t('list.count', { count: list.total })}</p>
              <RealtimeBadge />
            </div>
            <div className="dv-grid" data-testid="device-list">
              {list.items.map((d) => (
                <DeviceCard
                  key={d.deviceId}
                  device={d}
                  live={live[d.deviceId]}
                  onOpen={() => go(withQuery(paths.deviceDetail, { deviceId: String(d.deviceId) }))}
                />
              ))}
            </div>
          </PagedList>
        </PullRefresh>
      </div>
    </>
  );
}
