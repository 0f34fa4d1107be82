import { logsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useDeviceDetail, useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { useThingModels } from '../../../features/devices/hooks/usePickers.ts';
import { LogRow } from '../../../features/logs/components/LogRow.tsx';
import { LogTypeFilter } from '../../../features/logs/components/LogTypeFilter.tsx';
import { LOG_PAGE_SIZE } from '../../../features/logs/queries.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/logs/logs.css';

/** /pagesA/home/device/log?deviceId=: the device and command log, filtered by type, loading as it scrolls. */
export default function DeviceLogScreen() {
  const { t } = useTranslation('logs');
  const deviceId = useIdParam('deviceId') ?? 0;
  const [logType, setLogType] = useState<number | undefined>();
  // The product's thing model says each value as the device page does (units, places, texts).
  const model = useThingModels(useDeviceDetail(deviceId).data?.productId);
  const list = usePagedRows(
    logsRoutes.list,
    { query: { deviceId, logType } },
    { enabled: deviceId > 0, pageSize: LOG_PAGE_SIZE },
  );
  return (
    <>
      <PageHeader title={t('log.title')} />
      <div className="dv-page">
        <LogTypeFilter value={logType} onChange={setLogType} />
        <PagedList
          list={list}
          missing={deviceId === 0}
          emptyTitle={t('log.emptyTitle')}
          emptyText={t('log.emptyText')}
          testId="log-list"
        >
          <ul className="kit-list dv-rows" data-testid="log-list" data-total={list.total}>
            {list.items.map((log) => (
              <LogRow key={`${log.source}-${log.logId}`} log={log} model={model.data} />
            ))}
          </ul>
        </PagedList>
      </div>
    </>
  );
}
