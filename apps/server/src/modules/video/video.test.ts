import { EXPERIENCE_USERNAME } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO_STREAM_URL } from './index.ts';

describe('video: the demo camera stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the committed HLS stream with media types, and nothing else from its folder', async () => {
    const playlist = await t.app.inject({ method: 'GET', url: DEMO_STREAM_URL });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-MAP:URI="init.mp4"');
    const segment = await t.app.inject({ method: 'GET', url: '/demo-media/camera/seg0.m4s' });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.length).toBeGreaterThan(1000);
    for (const url of ['/demo-media/camera/README.md', '/demo-media/camera/../index.ts']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('the demo seeds a care camera whose stream_url is the demo stream, once', async () => {
    await seedDemo(t.container);
    await seedDemo(t.container);
    const user = (await t.container.users.findByUsername(EXPERIENCE_USERNAME))!;
    const actor = { userId: user.id, roles: user.roles };
    const { rows } = await t.container.iot.devices.devices.shortList(
      actor,
      { pageNum: 1, pageSize: 100 },
      'zh-CN',
    );
    const cameras = rows.filter((r) => r.deviceType === 3);
    expect(cameras).toHaveLength(1);
    const values = await t.container.iot.devices.stateRepository.values(cameras[0]!.deviceId);
    expect(values.find((v) => v.id === 'stream_url')?.value).toBe(DEMO_STREAM_URL);
  });
});
