import {
  buildTopic,
  type DeviceStatus,
  decodeThingPayload,
  parseTopic,
  type StatusMessage,
  Topic,
} from '@linli/contracts';
import { useEffect, useRef, useState } from 'react';
import { realtime } from '../../../lib/realtime.ts';

export interface LiveStatus {
  status: DeviceStatus;
  isShadow: 0 | 1;
  rssi: number | null;
}

export interface LiveValue {
  value: string;
  /** When the value arrived (ms), so a screen can show that it is fresh. */
  at: number;
}

interface DeviceKey {
  deviceId: number;
  productId: number;
  serialNumber: string;
}

export function parseStatus(payload: string): LiveStatus | undefined {
  try {
    const body = JSON.parse(payload) as Partial<StatusMessage>;
    if (typeof body.status !== 'number' || body.status < 1 || body.status > 4) return undefined;
    return {
      status: body.status as DeviceStatus,
      isShadow: body.isShadow === 1 ? 1 : 0,
      rssi: typeof body.rssi === 'number' ? body.rssi : null,
    };
  } catch {
    return undefined;
  }
}

/**
 * Live `/status/post` of every listed device (docs/fastbee.md "Home and device cards"): status, shadow and
 * signal in place.
 */
export function useLiveStatuses(devices: readonly DeviceKey[]): Record<number, LiveStatus> {
  const [live, setLive] = useState<Record<number, LiveStatus>>({});
  const signature = devices.map((d) => `${d.deviceId}:${d.productId}:${d.serialNumber}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the device list
  useEffect(() => {
    if (devices.length === 0) return;
    const bySerial = new Map(devices.map((d) => [`${d.productId}/${d.serialNumber}`, d.deviceId]));
    const topics = devices.map((d) => buildTopic(d.productId, d.serialNumber, Topic.statusPost));
    return realtime.subscribe(topics, (topic, payload) => {
      const parsed = parseTopic(topic);
      const status = parseStatus(payload);
      const id = parsed && bySerial.get(`${parsed.productId}/${parsed.serialNumber}`);
      if (id && status) setLive((prev) => ({ ...prev, [id]: status }));
    });
  }, [signature]);
  return live;
}

/**
 * One device live: its `/status/post` and the processed values of `/ws/service`
 * (docs/fastbee.md "App MQTT client"). `onValues` hears every batch (the command hook clears its pending
 * marks with it).
 */
export function useLiveDevice(
  device: { productId: number; serialNumber: string } | undefined,
  onValues?: (ids: string[]) => void,
) {
  const [status, setStatus] = useState<LiveStatus | undefined>();
  const [values, setValues] = useState<Record<string, LiveValue>>({});
  const onValuesRef = useRef(onValues);
  onValuesRef.current = onValues;
  const productId = device?.productId;
  const serialNumber = device?.serialNumber;
  useEffect(() => {
    if (!productId || !serialNumber) return;
    const statusTopic = buildTopic(productId, serialNumber, Topic.statusPost);
    const serviceTopic = buildTopic(productId, serialNumber, Topic.wsService);
    return realtime.subscribe([statusTopic, serviceTopic], (topic, payload) => {
      if (topic === statusTopic) {
        const next = parseStatus(payload);
        if (next) setStatus(next);
        return;
      }
      const items = decodeThingPayload(payload);
      if (!items || items.length === 0) return;
      const at = Date.now();
      setValues((prev) => {
        const next = { ...prev };
        for (const item of items) next[item.id] = { value: item.value, at };
        return next;
      });
      onValuesRef.current?.(items.map((i) => i.id));
    });
  }, [productId, serialNumber]);
  return { status, values };
}
