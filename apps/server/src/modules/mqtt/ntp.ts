/**
 * FastBee's time sync (docs/fastbee.md "Topics", `/ntp/post` → `/ntp/get`, and `GET /iot/tool/ntp`): the
 * device sends its clock (`deviceSendTime`, usually its uptime in ms), the server answers with it and its
 * own receive and send times, and the device takes (serverRecv + serverSend + deviceRecv − deviceSend) / 2
 * as the time now — the clock its `E&` passwords expire by.
 */
export interface TimeAnswer {
  deviceSendTime: unknown;
  serverRecvTime: number;
  serverSendTime: number;
}

/**
 * The answer to an `/ntp/post` body. FastBee-Arduino sends the time as a string (`{"deviceSendTime":"123"}`),
 * the older SDK as a number; FastBee's server reads it into a long and answers a number, which is what every
 * firmware parses, so a numeric string comes back as a number. Anything else (the ESP-IDF component sends
 * `"test"`) is echoed as it came.
 */
export function mqttTimeAnswer(payload: Buffer, receivedAt: number, now: number): TimeAnswer {
  let sent: unknown = null;
  try {
    const body = JSON.parse(payload.toString('utf8')) as { deviceSendTime?: unknown } | null;
    sent = body?.deviceSendTime ?? null;
  } catch {
    // Not JSON: answered with the server's times all the same.
  }
  if (typeof sent === 'string' && /^\d{1,16}$/.test(sent.trim())) sent = Number(sent.trim());
  return { deviceSendTime: sent, serverRecvTime: receivedAt, serverSendTime: now };
}
