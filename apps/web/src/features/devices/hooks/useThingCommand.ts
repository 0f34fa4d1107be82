import {
  buildTopic,
  devicesRoutes,
  type RunningThing,
  THING_TYPES,
  Topic,
  validateValue,
} from '@linli/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { realtime } from '../../../lib/realtime.ts';

/** The server's default command time limit (10 s) and a margin for the answer to come back. */
const COMMAND_REPLY_WAIT_MS = 15_000;

/** How long a control shows 'waiting for the device' before it gives up on an echo. */
export const ECHO_WAIT_MS = 12_000;

interface Target {
  deviceId: number;
  productId: number;
  serialNumber: string;
}

/**
 * Sends one value of a thing model to a device. Values are checked with the contracts' validateValue first:
 * the broker disconnects a client whose publish it refuses. Over MQTT (`/function/get`,
 * docs/product.md "Messaging") when connected, else through `invokeReply`; 'command sent successfully/failed'
 * with its name. The control keeps showing the device's own value; `pending` marks items until the device
 * echoes them.
 */
export function useThingCommand(device: Target | undefined) {
  const { t } = useTranslation('devices');
  const [pending, setPending] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const timer of map.values()) clearTimeout(timer);
    };
  }, []);

  const settle = useCallback((ids: string[]) => {
    setPending((prev) => {
      if (!ids.some((id) => id in prev)) return prev;
      const next = { ...prev };
      for (const id of ids) {
        delete next[id];
        clearTimeout(timers.current.get(id));
        timers.current.delete(id);
      }
      return next;
    });
  }, []);

  const send = useCallback(
    async (model: RunningThing, raw: unknown): Promise<boolean> => {
      if (!device) return false;
      const checked = validateValue(model, raw);
      if (!checked.ok) {
        toast(t(`problem.${checked.reason}`, { name: model.name }));
        return false;
      }
      const payload = JSON.stringify([{ id: model.id, value: checked.value }]);
      let sent = false;
      let reason = '';
      if (realtime.getState() === 'connected') {
        sent = await realtime.publish(
          buildTopic(device.productId, device.serialNumber, Topic.functionGet),
          payload,
        );
      } else {
        try {
          await call(
            devicesRoutes.invoke,
            {
              body: {
                deviceId: device.deviceId,
                identifier: model.id,
                remoteCommand: { [model.id]: checked.value },
                type: model.type === THING_TYPES.property ? 1 : 2,
              },
            },
            // The control shows that it waits; no loading mask over the page. The server answers "no reply"
            // after its own command time limit; the request waits a little longer than that.
            { loading: false, timeout: COMMAND_REPLY_WAIT_MS },
          );
          sent = true;
        } catch (error) {
          // A refusal in the server's words; '' when the request layer has already told the person.
          if (error instanceof ApiError) reason = error.message;
        }
      }
      toast(
        sent
          ? t('command.sent', { name: model.name })
          : reason
            ? t('command.failedWith', { name: model.name, reason })
            : t('command.failed', { name: model.name }),
      );
      if (sent) {
        setPending((prev) => ({ ...prev, [model.id]: checked.value }));
        clearTimeout(timers.current.get(model.id));
        timers.current.set(
          model.id,
          setTimeout(() => settle([model.id]), ECHO_WAIT_MS),
        );
      }
      return sent;
    },
    [device, t, settle],
  );

  return { send, pending, settle };
}
