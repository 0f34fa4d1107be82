import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { STREAM_URL_PROPERTY, Topic } from '@linli/contracts';
import type { FastifyInstance } from 'fastify';
import { serverPath } from '../../platform/server-root.ts';
import { experienceHome, type IotDemoDeps } from '../mqtt/index.ts';

/** Where the committed demo stream is served (the demo camera's `stream_url`). */
export const DEMO_MEDIA_PREFIX = '/demo-media/camera/';
export const DEMO_STREAM_URL = `${DEMO_MEDIA_PREFIX}index.m3u8`;
const DEMO_CAMERA_NAME = '客厅看护摄像头';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
};

/** Serves the small committed HLS stream (demo-stream/README.md) for the demo camera and the e2e journey. */
export async function registerDemoStream(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: serverPath('src/modules/video/demo-stream'),
    prefix: DEMO_MEDIA_PREFIX,
    decorateReply: false,
    allowedPath: (pathName) => /^\/?[\w-]+\.(m3u8|mp4|m4s)$/.test(pathName),
    setHeaders: (reply, filePath) => {
      const type = CONTENT_TYPES[path.extname(filePath)];
      if (type) reply.header('content-type', type);
      reply.header('cache-control', 'no-cache');
    },
  });
}

/**
 * The experience account's care camera (catalogue `camera`, deviceType 3) with the demo stream as its
 * `stream_url`, so the video player has something to play. Idempotent.
 */
export async function seedVideoDemo(deps: IotDemoDeps): Promise<void> {
  const home = await experienceHome(deps);
  const product = await deps.iot.products.findByCode('camera');
  if (!home || !product) return;
  const { actor } = home;
  const existing = home.devices.find((r) => r.deviceName === DEMO_CAMERA_NAME);
  const deviceId =
    existing?.deviceId ??
    (
      await deps.iot.devices.devices.create(
        actor,
        { productId: product.id, deviceName: DEMO_CAMERA_NAME },
        { isSimulate: true },
      )
    ).deviceId;
  const device = await deps.iot.devices.devices.findById(deviceId);
  if (!device) return;
  // Stored as the camera's own report: the player reads the device's last `stream_url` value.
  await deps.iot.devices.state.report(device, Topic.propertyPost, [
    { id: STREAM_URL_PROPERTY, value: DEMO_STREAM_URL },
  ]);
}
