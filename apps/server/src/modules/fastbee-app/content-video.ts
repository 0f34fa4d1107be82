import {
  DEVICE_STATUS,
  DEVICE_TYPES,
  ErrorCode,
  fastbeeApp,
  type Language,
  type RouteData,
  type RouteResponse,
  STREAM_URL_PROPERTY,
} from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';

const { APP_CHANNEL_STATUS, contentRoutes } = fastbeeApp;

/**
 * FastBee's video is GB28181: a camera (deviceSipId) with channels (channelSipId) whose streams a media
 * server starts on request. Linli has no media server: a camera (a product of deviceType 3) reports the
 * address of its own stream as the property `stream_url`, and the web player opens that (modules/video).
 * So the app sees one channel per camera, named by its serial number, that is there once the camera has
 * reported a stream, and "playing" it answers that address; closing it stops nothing. The camera is found
 * by serial number with the device's own read check: a stranger learns nothing (not found).
 */
export class AppVideo {
  constructor(
    private readonly devices: Devices,
    private readonly products: ProductsService,
  ) {}

  async channels(
    caller: AuthUser,
    query: { deviceSipId: string; pageNum: number; pageSize: number },
    language: Language,
  ): Promise<RouteResponse<typeof contentRoutes.channelList>> {
    const camera = await this.cameraStream(caller, query.deviceSipId);
    if (!camera || query.pageNum > 1) return { rows: [], total: camera ? 1 : 0 };
    const { device, product } = camera;
    const online = device.status === DEVICE_STATUS.online;
    return {
      rows: [
        {
          channelId: device.id,
          deviceSipId: device.serialNumber,
          channelSipId: device.serialNumber,
          channelName: device.deviceName,
          model: language === 'en-US' && product.nameEn ? product.nameEn : product.name,
          status: online ? APP_CHANNEL_STATUS.online : APP_CHANNEL_STATUS.offline,
        },
      ],
      total: 1,
    };
  }

  /**
   * The stream's address, absolute (the phone opens it from a local page): a path on this site is put
   * after `origin`, the address the app reached this server at.
   */
  async play(
    caller: AuthUser,
    params: { deviceSipId: string; channelSipId: string },
    origin: string,
  ): Promise<RouteData<typeof contentRoutes.play>> {
    const camera = await this.cameraStream(caller, params.deviceSipId);
    if (!camera || params.channelSipId !== camera.device.serialNumber)
      throw new AppError(ErrorCode.NOT_FOUND);
    const url = camera.streamUrl.startsWith('/') ? `${origin}${camera.streamUrl}` : camera.streamUrl;
    return {
      streamId: `gb_play_${camera.device.serialNumber}_${params.channelSipId}`,
      ssrc: '',
      playurl: url,
      hls: /\.m3u8(\?|$)/i.test(url) ? url : '',
    };
  }

  /** The player left. Checked like play, so no one learns of a camera by closing its stream. */
  async closeStream(caller: AuthUser, params: { deviceSipId: string }): Promise<void> {
    await this.requireDevice(caller, params.deviceSipId);
  }

  /** The camera and its reported stream; undefined when the device is not a camera or has none yet. */
  private async cameraStream(caller: AuthUser, serialNumber: string) {
    const device = await this.requireDevice(caller, serialNumber);
    const product = await this.products.find(device.productId);
    if (!product || product.deviceType !== DEVICE_TYPES.video) return undefined;
    const values = await this.devices.state.values(caller, device.id);
    const streamUrl = values.find((v) => v.id === STREAM_URL_PROPERTY)?.value ?? '';
    return streamUrl ? { device, product, streamUrl } : undefined;
  }

  private async requireDevice(caller: AuthUser, serialNumber: string) {
    const found = await this.devices.devices.findBySerial(serialNumber);
    if (!found) throw new AppError(ErrorCode.DEVICE_NOT_FOUND);
    return this.devices.devices.requireAccess(caller, found.id, 'read');
  }
}
