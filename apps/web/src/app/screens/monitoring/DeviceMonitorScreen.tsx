import { monitoringRoutes, THING_TYPES } from '@linli/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { RealtimeBadge } from '../../../features/devices/components/RealtimeBadge.tsx';
import { useIdParam, useRunningStatus } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { LiveCard } from '../../../features/monitoring/components/LiveCard.tsx';
import { MonitorForm } from '../../../features/monitoring/components/MonitorForm.tsx';
import { useMonitorStream } from '../../../features/monitoring/hooks/useMonitorStream.ts';
import { call } from '../../../lib/api.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/logs/logs.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

type Phase = 'idle' | 'running' | 'stopped';

/** Start and stop show no loading indicator: the status line under the form says what is happening. */
const quiet = { loading: false };

/**
 * /pagesA/home/device/monitor?deviceId=: real-time monitoring (docs/product.md "Real-time monitoring",
 * docs/fastbee.md "Device page"): interval and count, start and stop, one live chart per monitored property,
 * 'data is empty' until samples arrive. Leaving the screen stops the device streaming.
 */
export default function DeviceMonitorScreen() {
  const { t } = useTranslation('monitoring');
  const deviceId = useIdParam('deviceId') ?? 0;
  const running = useRunningStatus(deviceId);
  const device = running.data;
  const [phase, setPhase] = useState<Phase>('idle');
  const starting = useApiMutation(monitoringRoutes.start, quiet);
  const stopping = useApiMutation(monitoringRoutes.stop, quiet);
  const [count, setCount] = useState(0);
  const [run, setRun] = useState(0);
  const stream = useMonitorStream(device, phase === 'running', run);
  const done = phase === 'running' && count > 0 && stream.received >= count;
  const items = (device?.thingsModels ?? []).filter(
    (m) => m.type === THING_TYPES.property && m.isMonitor === 1,
  );

  const live = useRef(false);
  live.current = phase === 'running' && !done;
  useEffect(
    () => () => {
      // Leaving the screen: nobody is there to hear a refusal.
      if (live.current) call(monitoringRoutes.stop, { body: { deviceId } }, quiet).catch(() => {});
    },
    [deviceId],
  );

  const start = (interval: number, n: number) =>
    starting.mutate(
      { body: { deviceId, interval, count: n } },
      {
        onSuccess: () => {
          setCount(n);
          setRun((r) => r + 1);
          setPhase('running');
        },
      },
    );
  // A refusal (toasted) keeps the screen running; a lost request (already told) still stops listening here.
  const stop = () =>
    stopping.mutate(
      { body: { deviceId } },
      { onSettled: (_, error) => !error?.message && setPhase('stopped') },
    );

  const status =
    phase === 'idle'
      ? t('idle')
      : phase === 'stopped'
        ? t('stopped')
        : done
          ? t('done', { received: stream.received })
          : t('running', { received: stream.received, count });

  return (
    <>
      <PageHeader title={t('title')} />
      <div className="dv-page">
        <div className="kit-spread">
          <RealtimeBadge />
        </div>
        <MonitorForm
          running={phase === 'running' && !done}
          onStart={(i, n) => void start(i, n)}
          onStop={() => void stop()}
        />
        <p
          className="lg-status"
          aria-live="polite"
          data-testid="monitor-status"
          data-phase={done ? 'done' : phase}
        >
          {status}
        </p>
        <QueryState
          loading={deviceId > 0 && running.isPending}
          error={deviceId === 0 || running.isError}
          errorText={running.error?.message}
          empty={items.length === 0}
          emptyTitle={t('noItems')}
          onRetry={() => void running.refetch()}
          testId="monitor"
        >
          <div className="lg-cards">
            {items.map((m) => (
              <LiveCard
                key={m.id}
                identifier={m.id}
                label={'unit' in m.datatype && m.datatype.unit ? `${m.name} (${m.datatype.unit})` : m.name}
                points={stream.series[m.id]}
                latest={stream.latest[m.id]}
                waiting={phase === 'running' && !done}
              />
            ))}
          </div>
        </QueryState>
      </div>
    </>
  );
}
