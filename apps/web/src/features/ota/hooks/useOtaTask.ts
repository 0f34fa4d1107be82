import { buildTopic, type OtaTask, Topic } from '@linli/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../../lib/realtime.ts';
import { unwrap } from '../../devices/hooks/useDeviceQueries.ts';
import { otaApi, otaKeys } from '../api/otaApi.ts';

export function parseOtaTask(payload: string): OtaTask | undefined {
  try {
    const task = JSON.parse(payload) as Partial<OtaTask>;
    if (typeof task.taskId !== 'number' || typeof task.status !== 'string') return undefined;
    return task as OtaTask;
  } catch {
    return undefined;
  }
}

/**
 * The device's newest upgrade task: read over REST, then kept current by the server's `/ws/ota` pushes
 * (PRO `/ws/ota/status`, docs/fastbee.md "Topics"). A push for an older task never replaces a newer one.
 */
export function useOtaTask(device: { deviceId: number; productId: number; serialNumber: string }) {
  const { deviceId, productId, serialNumber } = device;
  const queryClient = useQueryClient();
  const key = otaKeys.task(deviceId);
  const query = useQuery({ queryKey: key, queryFn: async () => unwrap(await otaApi.task(deviceId)) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is derived from deviceId
  useEffect(() => {
    const topic = buildTopic(productId, serialNumber, Topic.wsOta);
    return realtime.subscribe([topic], (_topic, payload) => {
      const task = parseOtaTask(payload);
      if (!task || task.deviceId !== deviceId) return;
      queryClient.setQueryData<OtaTask | null>(key, (current) =>
        current && current.taskId > task.taskId ? current : task,
      );
    });
  }, [deviceId, productId, serialNumber, queryClient]);
  return query;
}
