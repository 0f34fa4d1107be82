import type { SceneRun, ThingItem, UpTopic } from '@linli/contracts';
import type { TestApp } from './index.ts';

/** What the MQTT gateway does with an accepted report: store it, then tell the scene engine. */
export async function report(
  t: TestApp,
  d: { deviceId: number; productId: number; serialNumber: string },
  suffix: UpTopic,
  items: { id: string; value: string }[],
): Promise<void> {
  const device = { id: d.deviceId, productId: d.productId, serialNumber: d.serialNumber };
  const accepted: ThingItem[] = await t.container.iot.devices.state.report(device, suffix, items);
  await t.container.automation.engine.reported(device, suffix, accepted);
  await t.container.automation.engine.idle();
}

export async function createScene(t: TestApp, token: string, body: Record<string, unknown>): Promise<number> {
  const answer = await t.call<{ data: { sceneId: number } }>('POST', '/iot/scene', { token, body });
  if (answer.body.code !== 200) throw new Error(`scene refused: ${answer.body.msg}`);
  return answer.body.data.sceneId;
}

export async function runsOf(t: TestApp, token: string, sceneId: number): Promise<SceneRun[]> {
  const answer = await t.call<{ rows: SceneRun[] }>('GET', '/iot/scene/log', {
    token,
    query: { sceneId: String(sceneId), pageSize: '100' },
  });
  return answer.body.rows;
}
