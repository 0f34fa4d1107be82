import { buildTopic, decodeThingPayload, MONITOR_CHART_POINTS, Topic } from '@linli/contracts';
import { useEffect, useRef, useState } from 'react';
import { realtime } from '../../../lib/realtime.ts';
import { type ChartPoint, numericValue } from '../../logs/index.ts';

export interface MonitorStream {
  /** Identifier -> the latest points (about 50, docs/fastbee.md "Device page"), oldest first. */
  series: Record<string, ChartPoint[]>;
  /** Identifier -> the latest value as sent (for the text alternative). */
  latest: Record<string, string>;
  /** `/monitor/post` messages received since the last reset. */
  received: number;
}

const EMPTY: MonitorStream = { series: {}, latest: {}, received: 0 };

/**
 * Listens to a device's `/monitor/post` while `active` (the broker lets only users with the monitor
 * permission subscribe). Each message is one sample of every monitored property; nothing is stored.
 */
export function useMonitorStream(
  device: { productId: number; serialNumber: string } | undefined,
  active: boolean,
  resetKey: number,
): MonitorStream {
  // The stream belongs to a run (resetKey). A new run reads as empty in the same render that starts it: a
  // reset in an effect left one render with the previous run's count, which already read as "done".
  const [stream, setStream] = useState<MonitorStream & { run: number }>({ ...EMPTY, run: resetKey });
  const currentRun = useRef(resetKey);
  currentRun.current = resetKey;
  const productId = device?.productId;
  const serialNumber = device?.serialNumber;
  useEffect(() => {
    if (!active || !productId || !serialNumber) return;
    const topic = buildTopic(productId, serialNumber, Topic.monitorPost);
    return realtime.subscribe([topic], (_topic, payload) => {
      const items = decodeThingPayload(payload);
      if (!items || items.length === 0) return;
      const t = Date.now();
      setStream((last) => {
        const run = currentRun.current;
        const prev = last.run === run ? last : { ...EMPTY, run };
        const series = { ...prev.series };
        const latest = { ...prev.latest };
        for (const item of items) {
          const points = [...(series[item.id] ?? []), { t, v: numericValue(item.value) }];
          series[item.id] = points.slice(-MONITOR_CHART_POINTS);
          latest[item.id] = item.value;
        }
        return { series, latest, received: prev.received + 1, run };
      });
    });
  }, [active, productId, serialNumber]);
  return stream.run === resetKey ? stream : EMPTY;
}
