import { createHash } from 'node:crypto';
import {
  buildSerialTopic,
  buildTopic,
  FASTBEE_UPGRADE_STATUS,
  type FastBeeHttpUpgradeCommand,
  type FastBeeUpgradeReply,
  type FastBeeV1OtaCommand,
  type OtaCommand,
  type OtaProtocol,
  type OtaReply,
  SERIAL_OTA_TOPICS,
  Topic,
} from '@linli/contracts';

/**
 * The device side of an OTA upgrade in each firmware generation (docs/devices.md "OTA"; the product's
 * `otaProtocol`):
 * - `linli`: on `/upgrade/set` it downloads the image over HTTP, reports progress on `/upgrade/reply`,
 *   checks the SHA-256, "installs" and reports success with its new version;
 * - `fastbee-v1`: on `/ota/get` it reads `version` and `downloadUrl` (FastBee sdk/Arduino User.cpp
 *   `mqttCallback`), downloads and installs, and answers nothing;
 * - `fastbee-arduino`: it listens on `/{sn}/http/upgrade/set` and `/{sn}/fetch/upgrade/set`; on the first
 *   it downloads from `url` as FastBee-Arduino's OTAManager::startOTA does (HTTP 200 and a non-empty body,
 *   no checksum) and answers nothing, unless `fastBeeReplies` asks for PRO's replies on
 *   `/{sn}/http/upgrade/reply`. The chunked `fetch` command is ignored.
 * Every generation then restarts and announces itself on `/info/post` with the new version.
 */
export interface SimOtaOptions {
  /** The firmware generation imitated (default 'linli'). */
  protocol?: OtaProtocol;
  /** fastbee-arduino: answer as PRO reads it (`{taskId, version, status, progress}`). */
  fastBeeReplies?: boolean;
  /** Pause between progress reports in ms (so people can watch); 0 = as fast as messages go. */
  stepMs?: number;
  /** Damages the downloaded bytes so the checksum check fails (linli: exercises the failure path). */
  corrupt?: boolean;
  /** Base for a download URL that is not absolute. */
  httpBase?: string;
}

export interface OtaDevice {
  productId: number;
  serialNumber: string;
  /** Publishes JSON on a full topic (some generations' OTA topics lie outside `/{pid}/{sn}/`). */
  publish(topic: string, payload: unknown): Promise<void>;
  setFirmwareVersion(version: number | string): void;
  /** Re-sends `/info/post` (after the "reboot"). */
  announce(): Promise<void>;
}

/** What the device subscribes to for upgrades, and the handler of what arrives there. */
export interface OtaSide {
  topics: string[];
  /** Takes a message if it is an upgrade command of this generation; answers whether it was. */
  handle(topic: string, text: string): boolean;
}

/** One upgrade as every generation runs it; `report` says how far it got (linli and PRO replies). */
interface Upgrade {
  key: number | string;
  url: string;
  version: number | string;
  sha256?: string;
  report(step: 'downloading' | 'installing' | 'success' | 'failed', detail?: number | string): Promise<void>;
}

const PROGRESS_STEPS = [25, 50, 75, 100];

function parseJson<T>(text: string): Partial<T> | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null ? (body as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function createOtaHandler(device: OtaDevice, options: SimOtaOptions = {}): OtaSide {
  const stepMs = options.stepMs ?? 0;
  const pause = () => new Promise((resolve) => setTimeout(resolve, stepMs));
  const done = new Set<number | string>();
  let running: number | string | undefined;

  /** Answers whether the device now runs the new version. */
  async function run(upgrade: Upgrade): Promise<boolean> {
    await upgrade.report('downloading', 0);
    let image: Buffer;
    try {
      const response = await fetch(new URL(upgrade.url, options.httpBase));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      image = Buffer.from(await response.arrayBuffer());
      if (image.length === 0) throw new Error('empty image');
    } catch (error) {
      await upgrade.report('failed', `download failed: ${String(error)}`);
      return false;
    }
    for (const progress of PROGRESS_STEPS) {
      await pause();
      await upgrade.report('downloading', progress);
    }
    if (options.corrupt) image[0] = (image[0] ?? 0) ^ 0xff;
    if (upgrade.sha256 !== undefined) {
      const sha256 = createHash('sha256').update(image).digest('hex');
      if (sha256 !== upgrade.sha256.toLowerCase()) {
        await upgrade.report('failed', 'checksum mismatch');
        return false;
      }
    }
    await upgrade.report('installing');
    await pause();
    await pause();
    device.setFirmwareVersion(upgrade.version);
    await upgrade.report('success');
    await device.announce();
    return true;
  }

  // A command sent again (the server repeats a task's command when the device listens anew) is not run twice.
  const start = (upgrade: Upgrade) => {
    if (running === upgrade.key || done.has(upgrade.key)) return;
    running = upgrade.key;
    void run(upgrade)
      .then((installed) => {
        if (installed) done.add(upgrade.key);
      })
      .catch(() => upgrade.report('failed', 'device error'))
      .catch(() => {})
      .finally(() => {
        if (running === upgrade.key) running = undefined;
      });
  };

  const protocol = options.protocol ?? 'linli';
  const { productId, serialNumber } = device;
  if (protocol === 'fastbee-v1') {
    const command = buildTopic(productId, serialNumber, Topic.otaGet);
    return {
      topics: [command],
      handle(topic, text) {
        if (topic !== command) return false;
        const body = parseJson<FastBeeV1OtaCommand>(text);
        if (typeof body?.downloadUrl !== 'string' || typeof body.version !== 'number') return true;
        // Nothing to report on: this generation has no reply topic.
        start({
          key: `v1:${body.version}`,
          url: body.downloadUrl,
          version: body.version,
          report: async () => {},
        });
        return true;
      },
    };
  }
  if (protocol === 'fastbee-arduino') {
    const http = buildSerialTopic(serialNumber, SERIAL_OTA_TOPICS.httpSet);
    const fetchSet = buildSerialTopic(serialNumber, SERIAL_OTA_TOPICS.fetchSet);
    const replyTo = buildSerialTopic(serialNumber, SERIAL_OTA_TOPICS.httpReply);
    return {
      topics: [http, fetchSet],
      handle(topic, text) {
        if (topic === fetchSet) return true;
        if (topic !== http) return false;
        const body = parseJson<FastBeeHttpUpgradeCommand>(text);
        if (typeof body?.url !== 'string' || typeof body.taskId !== 'number' || body.version === undefined)
          return true;
        const { taskId, version } = body;
        const reply = (status: number, progress?: number) => {
          const message: FastBeeUpgradeReply = {
            taskId,
            status,
            version,
            ...(progress !== undefined && { progress }),
          };
          return options.fastBeeReplies ? device.publish(replyTo, message) : Promise.resolve();
        };
        start({
          key: taskId,
          url: body.url,
          version,
          report: (step, detail) =>
            step === 'downloading'
              ? reply(FASTBEE_UPGRADE_STATUS.received, typeof detail === 'number' ? detail : 0)
              : step === 'success'
                ? reply(FASTBEE_UPGRADE_STATUS.success, 100)
                : step === 'failed'
                  ? reply(FASTBEE_UPGRADE_STATUS.failed)
                  : Promise.resolve(),
        });
        return true;
      },
    };
  }
  const command = buildTopic(productId, serialNumber, Topic.upgradeSet);
  const replyTo = buildTopic(productId, serialNumber, Topic.upgradeReply);
  return {
    topics: [command],
    handle(topic, text) {
      if (topic !== command) return false;
      const body = parseJson<OtaCommand>(text);
      if (typeof body?.taskId !== 'number' || typeof body.downloadUrl !== 'string') return true;
      if (typeof body.version !== 'number' || typeof body.sha256 !== 'string') return true;
      const { taskId, version } = body;
      const reply = (message: OtaReply) => device.publish(replyTo, message);
      start({
        key: taskId,
        url: body.downloadUrl,
        version,
        sha256: body.sha256,
        report: (step, detail) =>
          step === 'downloading'
            ? reply({ taskId, status: 'downloading', progress: typeof detail === 'number' ? detail : 0 })
            : step === 'installing'
              ? reply({ taskId, status: 'installing', progress: 100 })
              : step === 'success'
                ? reply({ taskId, status: 'success', progress: 100, version })
                : reply({ taskId, status: 'failed', message: String(detail ?? '') }),
      });
      return true;
    },
  };
}
