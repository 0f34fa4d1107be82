import { buildTopic, type OtaTask, otaRoutes, Topic } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKey, useData } from '../../../lib/queries.ts';
import { realtime } from '../../../lib/realtime.ts';
import { taskOf } from '../queries.ts';

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
  const query = useData(otaRoutes.task, taskOf(deviceId));
  useEffect(() => {
    const topic = buildTopic(productId, serialNumber, Topic.wsOta);
    return realtime.subscribe([topic], (_topic, payload) => {
      const task = parseOtaTask(payload);
      if (!task || task.deviceId !== deviceId) return;
      // The key of the read as it is now (it carries the language the screen reads in).
      queryClient.setQueryData<OtaTask | null>(queryKey(otaRoutes.task, taskOf(deviceId)), (current) =>
        current && current.taskId > task.taskId ? current : task,
      );
    });
  }, [deviceId, productId, serialNumber, queryClient]);
  return query;
}
